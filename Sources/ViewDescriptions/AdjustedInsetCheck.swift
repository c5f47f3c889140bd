import AvoidCore
import ViewTree

/// A scroll view whose `adjustedContentInset` UIKit printed, beside what the model computes for
/// it from the imported tree (`ViewTree.computedAdjustedContentInset(of:)`): where they differ,
/// either the model's rule or the imported tree (what the dump leaves out) is wrong.
public struct AdjustedInsetCheck: Hashable, Sendable, CustomStringConvertible {
    /// The scroll view.
    public var view: ViewID
    /// The line that prints it.
    public var line: Int
    /// What UIKit printed.
    public var printed: EdgeInsets
    /// What the model computes.
    public var computed: EdgeInsets

    /// A check of the scroll view `view`, printed on `line`.
    public init(view: ViewID, line: Int, printed: EdgeInsets, computed: EdgeInsets) {
        self.view = view
        self.line = line
        self.printed = printed
        self.computed = computed
    }

    /// Whether the model computes what UIKit printed.
    public var agrees: Bool { printed == computed }

    /// `line N: adjustedContentInset (t, l, b, r) printed, (t, l, b, r) computed`.
    public var description: String {
        "line \(line): adjustedContentInset \(ImportAssumption.format(printed)) printed, "
            + "\(ImportAssumption.format(computed)) computed" + (agrees ? "" : " (they differ)")
    }
}
