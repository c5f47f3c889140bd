/// The scroll-container strategy: inset the container by the keyboard's overlap with its
/// visible region and scroll it by the least amount that reveals the rectangle.
struct ScrollReveal {
    /// The container's adjustment, or `nil` when inset and offset stay as the scene has them.
    var adjustment: ScrollAdjustment?
    /// The revealed rectangle in (unshifted) host-view coordinates after scrolling.
    var rect: Rect

    /// - Parameters:
    ///   - content: the rectangle to reveal, in the container's content coordinates.
    ///   - visibleTop: `T`; `availableBottom`: `B = K - d`, both in host-view coordinates.
    @inlinable init(
        content: Rect, in container: ScrollContainer, obstruction: Obstruction, visibleTop: Double,
        availableBottom: Double
    ) {
        let inset = container.contentInset
        let frame = container.frame
        // The region the app already keeps clear of bars and the home indicator: the keyboard's
        // overlap is measured against it so the bottom safe area is never counted twice.
        let clearTop = frame.minY + inset.top
        let clearBottom = frame.maxY - inset.bottom
        var overlap = 0.0
        if clearBottom > clearTop, obstruction.overlapsHorizontally(frame) {
            overlap = Swift.max(0, clearBottom - Swift.max(obstruction.line, clearTop))
        }
        var newInset = inset
        newInset.bottom += overlap

        let topLimit = Swift.max(clearTop, visibleTop)
        let bottomLimit = Swift.min(clearBottom - overlap, availableBottom)
        let offset = container.contentOffset.y
        let top = frame.minY + content.minY - offset
        var target = offset
        if content.height > bottomLimit - topLimit {
            target = offset + (top - topLimit)  // taller than the room: pin its top
        } else if top + content.height > bottomLimit {
            target = offset + (top + content.height - bottomLimit)
        } else if top < topLimit {
            target = offset - (topLimit - top)
        }
        if target != offset {
            let lowest = -newInset.top
            let highest = Swift.max(lowest, container.contentSize.height + newInset.bottom - frame.height)
            // Clamped to the valid range, but never moved the other way: an offset the app left
            // outside the range is not "corrected" by scrolling away from the field.
            let clamped = Swift.min(Swift.max(target, lowest), highest)
            target = (clamped > offset) == (target > offset) ? clamped : offset
        }

        rect = content.offsetBy(dx: frame.minX - container.contentOffset.x, dy: frame.minY - target)
        if overlap == 0 && target == offset {
            adjustment = nil
        } else {
            adjustment = ScrollAdjustment(
                container: container.id, contentInset: newInset,
                contentOffset: Point(x: container.contentOffset.x, y: target))
        }
    }
}
