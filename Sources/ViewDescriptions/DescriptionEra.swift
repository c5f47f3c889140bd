/// Which iOS versions printed a description, told by what its scroll views print: up to iOS 7
/// only `contentOffset`, iOS 8 to 10 `contentSize` too, iOS 11 on `adjustedContentInset`, iOS 26
/// a `topEdge=<...>` after it. A dump without a scroll view does not tell.
public enum DescriptionEra: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A scroll view prints only `contentOffset`.
    case upToIOS7 = "iOS 5-7"
    /// `contentSize` too.
    case iOS8to10 = "iOS 8-10"
    /// `adjustedContentInset` too.
    case iOS11to18 = "iOS 11-18"
    /// `topEdge=<...>` after the adjusted inset.
    case iOS26 = "iOS 26"
    /// No scroll view is printed.
    case notShown = "not shown"

    /// The era of `views`, from the newest form any of them prints.
    public init(_ views: [DescribedView]) {
        if views.contains(where: \.printsTopEdge) {
            self = .iOS26
        } else if views.contains(where: { $0.adjustedContentInset != nil }) {
            self = .iOS11to18
        } else if views.contains(where: { $0.contentSize != nil }) {
            self = .iOS8to10
        } else if views.contains(where: { $0.contentOffset != nil }) {
            self = .upToIOS7
        } else {
            self = .notShown
        }
    }

    /// Whether UIKit had safe areas and `adjustedContentInset` (iOS 11 on).
    public var hasAdjustedInsets: Bool { self == .iOS11to18 || self == .iOS26 }

    /// The era as the guides name it (`iOS 8-10`).
    public var description: String { rawValue }
}
