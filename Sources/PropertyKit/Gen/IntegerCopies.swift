/// Generation that sometimes makes an earlier integer equal to a later one: in one random case
/// in ``caseShare`` (a short case, recorded in full), the runner picks a pair of integer draws
/// where the earlier one's range holds the later one's value, gives the earlier draw that
/// value (in value space: a list element of `Int` takes the value of a later `0...1000`
/// integer) and runs the case the edited choices replay to instead.
///
/// Draws already repeat recent values (see `Source.proposeInteger`), but only forwards, and a
/// value drawn from a wide range rarely fits a narrower later one (`list.contains(x)` with
/// `x > 100` needs an element in `101...1000` first). The backward copy always fits from a
/// narrow range into a wide one. Decisions come from the case's starting random state, so a
/// run stays reproducible; the other cases are untouched. Cost: a few instructions per case;
/// in the share, up to ``attempts`` random pairs and one replay of the edited case.
enum IntegerCopies {
    /// One case in this many may be edited.
    static let caseShare: UInt64 = 8

    /// Whether the case drawn from `start` is in the share that may be edited: decided from two
    /// words of its starting state, a few instructions a case.
    @inline(__always)
    static func isInShare(_ start: Xoshiro256StarStar) -> Bool { (start.s2 ^ start.s3) % caseShare == 0 }

    /// Pairs tried before giving up on a case.
    static let attempts = 16

    /// The edited choices of the case that drew `choices` from `start`, or `nil` when the case
    /// is not in the share, was not recorded in full (`drawn` choices, fewer kept), or no
    /// pair was found: two positions drawn at random (uniform among pairs), kept when both are
    /// integer draws of different values and the earlier one's range holds the later value.
    static func edit(_ choices: [Choice], drawn: Int, start: Xoshiro256StarStar) -> [UInt64]? {
        guard isInShare(start), drawn == choices.count, choices.count >= 2 else { return nil }
        var random = Xoshiro256StarStar(seed: SplitMix64.mix(start.s1 ^ start.s2 ^ 0x6A09_E667_F3BC_C908))
        let last = UInt64(choices.count - 1)
        for _ in 0..<attempts {
            let a = Int(random.next(upTo: last)), b = Int(random.next(upTo: last))
            let earlier = min(a, b), later = max(a, b)
            guard earlier != later, let target = choices[earlier].integer, let source = choices[later].integer else {
                continue
            }
            let value = source.value(at: choices[later].value)
            guard value >= target.lower, value <= target.upper, target.value(at: choices[earlier].value) != value else {
                continue
            }
            var values = choices.map(\.value)
            values[earlier] = target.distance(of: value)
            return values
        }
        return nil
    }
}
