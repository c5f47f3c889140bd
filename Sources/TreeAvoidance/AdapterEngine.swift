import AvoidCore

/// What `TreeAvoidance` runs to decide: AvoidCore's engine in an app; the suite runs other
/// engines behind the same glue to judge them.
public protocol AdapterEngine: Sendable {
    /// Applies one input. Must throw `EngineError` for a malformed input and then be unchanged.
    mutating func handle(_ input: Input) throws(EngineError) -> Decision
}

extension AvoidanceEngine: AdapterEngine {}
