/// A declared minimum share of cases carrying a label: `.cover(10, "empty list")`.
public struct CoverageRequirement: Sendable, Hashable {
    /// The label (attached with ``Gen/labelled(_:)``).
    public var label: String
    /// The minimum percentage of cases (0...100) that must carry it.
    public var minimumPercent: Double

    /// Requires at least `minimumPercent`% of cases labelled `label`.
    public static func cover(_ minimumPercent: Double, _ label: String) -> CoverageRequirement {
        CoverageRequirement(label: label, minimumPercent: minimumPercent)
    }
}
