import FeatureSupport
import TomoGTK

extension ThumbnailListScreen {
    /// Makes End reach the last item however soon after a page it comes. GTK's grid moves the focus to the
    /// last item and scrolls to it, but GTK 4.8 places an item whose rows it has not laid out yet from
    /// where they would be without them: End pressed as a page arrives, before the next frame, stopped 13
    /// rows short, and pressing End again did nothing (the focus was already there). So after each End the
    /// screen checks, after every frame GTK paints, whether the item's row has come into view, and scrolls
    /// to it again until it has (at most `endCorrections` times); any other key the grid takes stops it.
    func followEndPresses() {
        grid.onKeyPressed(phase: .capture) { [weak self] press in
            guard let self else { return false }
            endTarget = press.name == KeyName.end.rawValue && grid.count > 0 ? grid.count - 1 : nil
            if let target = endTarget { bringIntoView(target, corrections: Self.endCorrections) }
            return false
        }
    }

    /// The most times End scrolls again to an item that GTK's own scroll left out of view.
    static var endCorrections: Int { 10 }

    /// After each frame painted: scrolls to `target`, End's item, again while it is not in view and GTK
    /// has laid its row out; up to `corrections` times.
    private func bringIntoView(_ target: Int, corrections: Int) {
        var left = corrections
        root.onEveryPaint { [weak self] in
            guard let self, endTarget == target, left > 0, !showsRow(of: target) else { return false }
            left -= 1
            grid.scrollTo(target)
            return true
        }
    }

    /// Whether the bottom of `item`'s row is on screen (End's scroll aligns it with the bottom).
    private func showsRow(of item: Int) -> Bool {
        guard let rowHeight, layout.columns > 0 else { return true }
        let adjustment = scrolled.verticalAdjustment
        let rowBottom = Double(item / layout.columns + 1) * rowHeight
        return adjustment.value + adjustment.pageSize >= rowBottom - 0.5
            && adjustment.value <= rowBottom - rowHeight + 0.5
    }
}
