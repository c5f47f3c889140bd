/// A printed view hierarchy, read: its views in the order printed (superviews first), the view
/// controllers `_printHierarchy` printed beside them, and the era the form tells.
public struct ViewDescription: Hashable, Sendable {
    /// Every view, in the order printed; `parent` indexes this array.
    public var views: [DescribedView]
    /// Every view controller printed by `_printHierarchy`.
    public var controllers: [DescribedController]
    /// The 1-based lines of the cut marks (`...`) between views.
    public var cuts: [Int]
    /// The lines of the text.
    public var lineCount: Int

    /// Which iOS versions printed it.
    public var era: DescriptionEra { DescriptionEra(views) }

    /// The indices of `index`'s subviews, in the order printed. O(views).
    public func children(of index: Int?) -> [Int] {
        views.indices.filter { views[$0].parent == index }
    }

    /// Whether the view at `index` lies inside the view at `ancestor`. O(depth).
    public func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var current = views[index].parent
        while let at = current {
            if at == ancestor { return true }
            current = views[at].parent
        }
        return false
    }
}
