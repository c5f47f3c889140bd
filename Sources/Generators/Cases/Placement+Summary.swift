import AvoidCore

extension Placement {
    /// `offset -139` or `offset 0, container 7 inset 183 offset 197`.
    package var summary: String {
        var text = "offset \(Rect.format(hostOffset))"
        if let scroll {
            text +=
                ", \(scroll.container) inset \(Rect.format(scroll.contentInset.bottom)) offset \(Rect.format(scroll.contentOffset.y))"
        }
        return text
    }
}
