import AvoidCore

/// Where things end up under a placement, in (shifted) host-view coordinates as the user sees them.
enum Geometry {
    /// The reveal rectangle after the container scroll and the host shift.
    static func finalReveal(_ field: Field, in scene: Scene, placement: Placement) -> Rect {
        var rect = Oracle.baseReveal(field, in: scene)
        if let id = field.container, let adjustment = placement.scroll, adjustment.container == id,
            let container = scene.containers.first(where: { $0.id == id })
        {
            rect = rect.offsetBy(
                dx: container.contentOffset.x - adjustment.contentOffset.x,
                dy: container.contentOffset.y - adjustment.contentOffset.y)
        }
        return rect.offsetBy(dx: 0, dy: placement.hostOffset)
    }
}

extension Placement {
    /// Equal within the oracle's tolerance (runs in translated coordinates round differently).
    func isClose(to other: Placement) -> Bool {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)) }
        guard close(hostOffset, other.hostOffset) else { return false }
        switch (scroll, other.scroll) {
        case (nil, nil): return true
        case (let a?, let b?):
            return a.container == b.container && close(a.contentInset.top, b.contentInset.top)
                && close(a.contentInset.bottom, b.contentInset.bottom) && close(a.contentInset.left, b.contentInset.left)
                && close(a.contentInset.right, b.contentInset.right) && close(a.contentOffset.x, b.contentOffset.x)
                && close(a.contentOffset.y, b.contentOffset.y)
        default: return false
        }
    }
}
