/// Anything that decides keyboard avoidance from inputs: AvoidCore's engine, a zoo engine
/// modelling a known wrong approach, or your own. The adapter (`TreeAvoidance`) runs one, and
/// the judge (`AvoidConformance`) judges one. Equatable (by state) so a rejected input can
/// be shown to change nothing. Deterministic: the same scene and inputs give the same decisions.
///
/// Value types and classes both work. The checker gets a fresh value model by copying one made
/// earlier from the same scene; a class model is made anew (one more call of the factory) each
/// time a fresh one is needed, since copies of a reference share their state.
public protocol AvoidanceModel: Equatable, Sendable {
    /// Applies one input. Must throw `EngineError` for a malformed input and then be unchanged.
    mutating func handle(_ input: Input) throws(EngineError) -> Decision
}

extension AvoidanceEngine: AvoidanceModel {}
