import AvoidCore

/// A named way to create models, type-erased so suites can hold engines of different types.
/// The invariants (the `AvoidConformance` module) judge it; the bug zoo and your own tests name one.
public struct ModelUnderTest: Sendable {
    /// A short name for reports and matrices, for example `AvoidCore` or `keyboardHeightPerShow`.
    public let name: String
    /// What makes the models; open it with a generic function to work with the model's type.
    public let factory: any ModelFactory

    /// Wraps a factory under `name`.
    public init(_ name: String, factory: some ModelFactory) {
        self.name = name
        self.factory = factory
    }

    /// Wraps a model factory. The factory receives the scenario's scene and configuration and
    /// must return a new model each call (for a class, a new instance).
    public init<Model: AvoidanceModel>(
        _ name: String, make: @escaping @Sendable (Scene, Configuration) throws(EngineError) -> Model
    ) {
        self.init(name, factory: ClosureModelFactory(make))
    }

    /// AvoidCore's engine.
    public static let avoidCore = ModelUnderTest("AvoidCore", factory: AvoidCoreFactory())
}
