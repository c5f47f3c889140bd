/// A kind of step: when it may run (its precondition on the model) and how its arguments are
/// drawn for a model.
public struct Command<Model: Sendable, System>: Sendable {
    /// The command's name.
    public let name: String
    let isEnabled: @Sendable (Model) -> Bool
    let step: @Sendable (Model) -> Gen<Step<Model, System>>

    /// A command whose steps `step` draws for the current model; it runs only where
    /// `precondition` holds.
    public init(
        _ name: String, when precondition: @escaping @Sendable (Model) -> Bool = { _ in true },
        _ step: @escaping @Sendable (Model) -> Gen<Step<Model, System>>
    ) {
        self.name = name
        isEnabled = precondition
        self.step = step
    }

    /// A command without arguments.
    public init(
        _ name: String, when precondition: @escaping @Sendable (Model) -> Bool = { _ in true },
        next: @escaping @Sendable (Model) -> Model, perform: @escaping @Sendable (inout System, Model) throws -> Void
    ) {
        let step = Step(name, next: next, perform: perform)
        self.init(name, when: precondition) { _ in .constant(step) }
    }
}
