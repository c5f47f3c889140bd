import AvoidCore

/// How the checker decides an invariant.
enum JudgingMode: Sendable, CustomStringConvertible {
    /// After every accepted input, from the facts and the decision (`StepJudge.check`).
    case perInput
    /// The same, and also what the model does with inputs it must reject or accept.
    case perInputAndRejections
    /// By running the scenario again with the window and keyboard moved, in lockstep.
    case movedWindowLockstep
    /// After the run, on the final facts, by comparing fresh models on changed facts.
    case finalFacts(@Sendable (Facts, (Facts) -> Placement?) -> Finding?)

    var description: String {
        switch self {
        case .perInput: return "after every accepted input"
        case .perInputAndRejections: return "after every input, rejected ones included"
        case .movedWindowLockstep: return "by running the moved scenario in lockstep and comparing decisions"
        case .finalFacts: return "by comparing fresh models on the final facts, changed"
        }
    }

    /// Whether it is judged after every input.
    var isPerInput: Bool {
        switch self {
        case .perInput, .perInputAndRejections: return true
        case .movedWindowLockstep, .finalFacts: return false
        }
    }
}
