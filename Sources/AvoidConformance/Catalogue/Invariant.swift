import AvoidCore

/// The invariants every keyboard-avoidance engine must keep. The raw value is the invariant's
/// number (I1 ...); ``entry`` is its catalogue entry, from which everything else is derived:
/// the README's table, the checker's judging, the CLI's accepted numbers, the coverage each
/// property requires and the zoo engine each must catch.
///
/// Adding an invariant is adding a case here and its entry below, and its property test.
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
    case containerFirst = 13

    /// A short name, for example `I5 no double shift`.
    public var description: String { "I\(rawValue) \(title)" }

    /// The invariant's short title.
    public var title: String { entry.title }
}
