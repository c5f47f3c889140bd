/// A stateful test in the manner of Hypothesis's rule-based state machines: sequences of
/// commands are drawn against a model (each command only where its precondition holds on the
/// model so far), run on a fresh system under test, with each step's own checks and the
/// `invariant` between steps. A failing sequence shrinks by deleting steps and simplifying
/// their commands and arguments: the sequence is an unfolded collection (one element span
/// per step), each step's command is an index into the commands enabled at that point (the
/// first listed is the simplest), so every edited sequence is valid by construction.
///
/// ```swift
/// let machine = StateMachine(model: [Int](), system: { MyStack() }, commands: [push, pop])
/// property(machine.steps) { steps in try machine.run(steps) }
/// ```
public struct StateMachine<Model: Sendable, System>: Sendable {
    let model: Model
    let makeSystem: @Sendable () -> System
    let commands: [Command<Model, System>]
    let invariant: @Sendable (Model, System) throws -> Void
    let maxSteps: Int

    /// A machine starting from `model` and a fresh `system()`, drawing up to `maxSteps`
    /// commands; `invariant` is checked after every step. At least one command must be
    /// enabled in every reachable model.
    public init(
        model: Model, system: @escaping @Sendable () -> System, commands: [Command<Model, System>],
        maxSteps: Int = 20, invariant: @escaping @Sendable (Model, System) throws -> Void = { _, _ in }
    ) {
        precondition(!commands.isEmpty && maxSteps >= 1)
        self.model = model
        makeSystem = system
        self.commands = commands
        self.maxSteps = maxSteps
        self.invariant = invariant
    }

    /// Sequences of steps, each drawn for the model the earlier ones lead to.
    public var steps: Gen<[Step<Model, System>]> {
        let commands = self.commands
        return Gen.unfold(count: 0...maxSteps, from: model) { source, model in
            let enabled = commands.filter { $0.isEnabled(model) }
            precondition(!enabled.isEmpty, "no command is enabled in model \(model)")
            let command = try source.element(of: enabled)
            let step = try command.step(model).generate(&source)
            return (step, step.next(model))
        }
    }

    /// Runs `steps` on a fresh system: each step's checks, then the invariant.
    public func run(_ steps: [Step<Model, System>]) throws {
        var system = makeSystem()
        var model = self.model
        try invariant(model, system)
        for step in steps {
            try step.perform(&system, model)
            model = step.next(model)
            try invariant(model, system)
        }
    }
}
