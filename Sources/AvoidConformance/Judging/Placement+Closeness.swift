import AvoidCore

extension Placement {
    /// Equal within the oracle's tolerance (runs in translated coordinates round differently).
    func isClose(to other: Placement) -> Bool {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)) }
        guard close(hostOffset, other.hostOffset) else { return false }
        switch (scroll, other.scroll) {
        case (nil, nil): return true
        case (let a?, let b?):
            return a.container == b.container && close(a.contentInset.top, b.contentInset.top)
                && close(a.contentInset.bottom, b.contentInset.bottom)
                && close(a.contentInset.left, b.contentInset.left)
                && close(a.contentInset.right, b.contentInset.right) && close(a.contentOffset.x, b.contentOffset.x)
                && close(a.contentOffset.y, b.contentOffset.y)
        default: return false
        }
    }
}
