/// The choice sequences of generated cases that already passed, so that the runner does not
/// call the property again on an exact repeat. Small generators repeat themselves often
/// (three binary heaps in four are empty; a run's first lists are short), and a repeat of a
/// passing case cannot fail (the property is assumed deterministic, as replay and shrinking
/// already assume).
///
/// Bounded: only sequences of at most ``maxLength`` choices are kept (longer ones practically
/// never repeat), and once ``capacity`` choices are stored the memory stops tracking cases
/// altogether, so a long run pays neither memory nor per-case lookups for it (repeats are
/// then simply run again).
struct PassedCases {
    /// The longest sequence remembered.
    static let maxLength = 64
    /// The most choices stored in all (32 KiB of values; a run's first few thousand cases,
    /// where repeats are common, at a cost of about a microsecond each).
    static let capacity = 1 << 12
    // Membership only: iterated only to fill another membership table (the shrinker's
    // cache), so hash order cannot affect behaviour.
    private var seen: Set<[UInt64]> = []
    private var stored = 0

    /// The lookup key of a case that drew `choices`, or `nil` when such a case is not tracked
    /// (too long, or the memory is full). O(length).
    func key(for choices: [Choice]) -> [UInt64]? {
        guard choices.count <= Self.maxLength, stored < Self.capacity else { return nil }
        return choices.map(\.value)
    }

    /// Whether the case with `key` passed before. O(length).
    func contains(_ key: [UInt64]) -> Bool { seen.contains(key) }

    /// The keys of the cases remembered, which the shrinker need not run again.
    var keys: Set<[UInt64]> { seen }

    /// Remembers that the case with `key` passed. O(length).
    mutating func insert(_ key: [UInt64]) {
        if seen.insert(key).inserted { stored += max(1, key.count) }
    }
}
