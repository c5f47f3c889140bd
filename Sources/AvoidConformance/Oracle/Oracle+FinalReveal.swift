import AvoidCore

/// Where things end up under a placement, in (shifted) host-view coordinates as the user sees them.
extension Oracle {
    /// The reveal rectangle after the container scroll and the host shift.
    static func finalReveal(_ field: Field, in scene: Scene, placement: Placement) -> Rect {
        var rect = Oracle.baseReveal(field, in: scene)
        // A text view that scrolls itself moves its caret by its own scroll, as a container does.
        if let id = field.container ?? field.ownContainer, let adjustment = placement.scroll,
            adjustment.container == id,
            let container = scene.containers.first(where: { $0.id == id })
        {
            rect = rect.offsetBy(
                dx: container.contentOffset.x - adjustment.contentOffset.x,
                dy: container.contentOffset.y - adjustment.contentOffset.y)
        }
        return rect.offsetBy(dx: 0, dy: placement.hostOffset)
    }
}
