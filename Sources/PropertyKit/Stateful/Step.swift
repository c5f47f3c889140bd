/// One step of a stateful test: what it does to the model and to the system under test, and
/// how it reads in a report (`push(3)`).
public struct Step<Model: Sendable, System>: Sendable, CustomStringConvertible {
    /// How the step reads in a report.
    public let description: String
    let next: @Sendable (Model) -> Model
    let perform: @Sendable (inout System, Model) throws -> Void

    /// A step named `description`: `perform` runs it on the system and checks its result
    /// against the model *before* the step (throw, or `require`, to fail); `next` is the
    /// model after it.
    public init(
        _ description: String, next: @escaping @Sendable (Model) -> Model,
        perform: @escaping @Sendable (inout System, Model) throws -> Void
    ) {
        self.description = description
        self.next = next
        self.perform = perform
    }
}
