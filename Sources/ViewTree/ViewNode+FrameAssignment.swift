import AvoidCore

extension ViewNode {
    /// Sets `frame` as a layer takes it: `bounds` sized by the transform's scale on each axis and
    /// `center` moved through its translation, so a translation the view carries is cancelled.
    /// The frame it already has leaves it as it is, and a frame of its size (to rounding: a
    /// translated frame's size is computed through the translation) keeps its bounds. O(1).
    public mutating func setFrame(_ frame: Rect) {
        let current = self.frame
        guard current != frame else { return }
        let same = { (a: Double, b: Double) in abs(a - b) <= 1e-9 * Swift.max(1, abs(b)) }
        if !same(current.width, frame.width) || !same(current.height, frame.height) {
            bounds.size = Size(width: frame.width / transform.scaleX, height: frame.height / transform.scaleY)
        }
        center = Point(
            x: frame.minX + frame.width / 2 - transform.translationX,
            y: frame.minY + frame.height / 2 - transform.translationY)
    }
}
