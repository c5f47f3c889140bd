/// A failing case and its shrunk form.
public struct Counterexample<Value>: CustomStringConvertible {
    /// The failing value as first generated.
    public var original: Value
    /// The smallest failing value found.
    public var shrunk: Value
    /// Choice string of the original (replays it exactly).
    public var originalChoices: String
    /// Choice string of the shrunk value (replays it exactly).
    public var shrunkChoices: String
    /// The failure of the shrunk value.
    public var failure: any Error
    /// 1-based number of the failing case (0 when replayed from a choice string).
    public var caseNumber: Int
    /// Shrinking figures.
    public var shrinkStatistics: ShrinkStatistics
    /// The example database entry it was replayed from (`caseNumber` is then 0), if any.
    public var databaseEntry: String? = nil

    /// The shrunk value.
    public var description: String { "\(shrunk)" }
}

extension Counterexample: Sendable where Value: Sendable {}

extension Counterexample {
    /// Where the failing case came from: generation (seed and case), the example database or
    /// a replayed choice string.
    func originLine(seed: String, shard: UInt64, cases: Int) -> String {
        if let databaseEntry { return "  replayed from the example database (\(databaseEntry))" }
        if caseNumber == 0 { return "  replayed from a choice string (AVOIDKIT_REPLAY)" }
        return "  seed \(seed)\(shard == 0 ? "" : ", shard \(shard)"), case \(caseNumber) of \(cases)"
    }
}
