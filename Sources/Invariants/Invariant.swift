/// The twelve invariants every keyboard-avoidance engine must keep. The raw value is the
/// invariant's number (I1 ... I12); ``entry`` is its catalogue entry.
public enum Invariant: Int, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case visibleAfterShift = 1
    case minimal = 2
    case neverDownNeverPastTop = 3
    case restoreOnHide = 4
    case noDoubleShift = 5
    case undockedAndHardware = 6
    case windowInvariance = 7
    case animationPassThrough = 8
    case monotone = 9
    case finiteAndTotal = 10
    case scrollInsets = 11
    case lifecycle = 12

    /// A short name, for example `I5 no double shift`.
    public var description: String { "I\(rawValue) \(title)" }

    /// The invariant's short title.
    public var title: String {
        switch self {
        case .visibleAfterShift: return "visible after shift"
        case .minimal: return "minimal"
        case .neverDownNeverPastTop: return "never down, never past the top"
        case .restoreOnHide: return "restore on hide, idempotent"
        case .noDoubleShift: return "no double shift"
        case .undockedAndHardware: return "undocked and hardware keyboards"
        case .windowInvariance: return "window invariance"
        case .animationPassThrough: return "animation pass-through"
        case .monotone: return "monotone"
        case .finiteAndTotal: return "finite and total"
        case .scrollInsets: return "scroll insets"
        case .lifecycle: return "lifecycle"
        }
    }
}

/// One broken invariant: which, after which input, and what was seen.
public struct Violation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var invariant: Invariant
    /// The index of the input after which it broke (for window invariance, the first input
    /// whose decisions differ); `nil` when no one input is to blame (monotonicity, which compares
    /// final states, or a valid scene refused).
    public var step: Int?
    /// What was expected and what the model did.
    public var message: String

    public init(invariant: Invariant, step: Int?, message: String) {
        self.invariant = invariant
        self.step = step
        self.message = message
    }

    public var description: String {
        "\(invariant) broken" + (step.map { " after input \($0)" } ?? "") + ": \(message)"
    }
}
