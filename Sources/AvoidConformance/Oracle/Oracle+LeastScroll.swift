import AvoidCore

/// The least scroll that reveals a rectangle in a container (Documentation/Using/AvoidCore.md,
/// "Scroll containers"), restated for the judge and for the situations the generators are
/// counted on.
extension Oracle {
    /// The scroll of `container` that reveals `rect` (unshifted host-view coordinates, with the
    /// container at its scene offset) between its visible top and `bottom` under `band`.
    struct LeastScroll {
        /// The visible top: the container's clear top or `T`, whichever is lower.
        var topLimit: Double
        /// The container's clear bottom or `B`, whichever is higher.
        var bottomLimit: Double
        /// How far the content must move (positive: up), before clamping; 0 when `rect` is in view.
        var needed: Double
        /// The offsets the container may take once inset by the band's overlap.
        var valid: ClosedRange<Double>

        init(_ rect: Rect, in container: ScrollContainer, band: Band, top: Double, bottom: Double) {
            topLimit = max(container.frame.minY + container.contentInset.top, top)
            // Where the keyboard overlaps the clear part, that part reaches below K, hence below B
            // (the distance is never negative), so its bottom limits the room only where it does not.
            bottomLimit = min(container.frame.maxY - container.contentInset.bottom, bottom)
            if rect.height > bottomLimit - topLimit {
                needed = rect.minY - topLimit
            } else if rect.maxY > bottomLimit {
                needed = rect.maxY - bottomLimit
            } else if rect.minY < topLimit {
                needed = rect.minY - topLimit
            } else {
                needed = 0
            }
            var inset = container.contentInset
            inset.bottom += Oracle.overlap(of: band, with: container)
            valid = Oracle.offsets(of: container, inset: inset)
        }
    }
}
