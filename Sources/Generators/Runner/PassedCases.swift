/// The choice sequences of generated cases that already passed, so that the runner does not
/// call the property again on an exact repeat. Small generators repeat themselves often
/// (three binary heaps in four are empty; a run's first lists are short), and a repeat of a
/// passing case cannot fail (the property is assumed deterministic, as replay and shrinking
/// already assume). Only sequences of at most ``maxLength`` choices are kept: longer ones
/// practically never repeat, and keeping them would cost memory on long runs.
struct PassedCases {
    /// The longest sequence remembered.
    static let maxLength = 64
    // Membership only: never iterated, so hash order cannot affect behaviour.
    private var seen: Set<[UInt64]> = []

    /// Whether `values` passed before. O(length).
    func contains(_ values: [UInt64]) -> Bool {
        values.count <= Self.maxLength && seen.contains(values)
    }

    /// Remembers that `values` passed (if short enough). O(length).
    mutating func insert(_ values: [UInt64]) {
        if values.count <= Self.maxLength { seen.insert(values) }
    }
}
