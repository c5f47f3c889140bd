import AvoidCore
import ViewTree

extension ViewTree {
    /// This tree with every value the adapter may have computed through a translation taken from
    /// `reference` where the two agree within the judge's tolerance (`TreeChecker.epsilon`): a
    /// centre, a transform's translation, a content offset and the bottom insets. A container's
    /// frame layout through a translation, undone, gives the centre back only to rounding, and a
    /// decision made from it differs as little.
    func settled(toward reference: ViewTree) -> ViewTree {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= TreeChecker.epsilon }
        var settled = self
        for (mine, theirs) in zip(nodes, reference.nodes) where mine.id == theirs.id && mine != theirs {
            var node = mine
            if close(mine.center.x, theirs.center.x), close(mine.center.y, theirs.center.y) {
                node.center = theirs.center
            }
            if mine.transform.scaleX == theirs.transform.scaleX, mine.transform.scaleY == theirs.transform.scaleY,
                close(mine.transform.translationX, theirs.transform.translationX),
                close(mine.transform.translationY, theirs.transform.translationY)
            {
                node.transform = theirs.transform
            }
            if close(mine.bounds.minX, theirs.bounds.minX), close(mine.bounds.minY, theirs.bounds.minY) {
                node.bounds.origin = theirs.bounds.origin
            }
            if var scroll = mine.kind.scrolling, let other = theirs.kind.scrolling {
                if close(scroll.contentInset.bottom, other.contentInset.bottom) {
                    scroll.contentInset.bottom = other.contentInset.bottom
                }
                if close(scroll.indicatorInset.bottom, other.indicatorInset.bottom) {
                    scroll.indicatorInset.bottom = other.indicatorInset.bottom
                }
                node.kind = mine.kind.scrolling(scroll)
            }
            if node != mine { try? settled.update(mine.id) { $0 = node } }
        }
        return settled
    }
}
