import PhotoBrowserFeature
import TomoGTK

extension PhotoBrowserScreen {
    /// Computes what is visible at the next main-loop iteration, once for any number of scroll events.
    func scheduleVisibleRangeUpdate() {
        guard !isVisibleRangeScheduled else { return }
        isVisibleRangeScheduled = true
        MainLoop.perform { [weak self] in
            self?.isVisibleRangeScheduled = false
            self?.updateVisibleRange()
        }
    }

    /// Lays the list out for its width and tells the model which photos are on screen: the rows the
    /// scroll position spans. Rows are all as high (a thumbnail and two caption lines), so a row's height
    /// is the scrolled height over the row count.
    private func updateVisibleRange() {
        let width = scrolled.size.width
        guard width > 0 else { return }
        let newLayout = PhotoListLayout(width: width)
        if newLayout != layout {
            layout = newLayout
            grid.setColumns(layout.columns)
            for (tile, _) in grid.boundCells { tile.setThumbnailHeight(thumbnailHeight) }
        }
        let count = model.items.count
        let adjustment = scrolled.verticalAdjustment
        let rows = (count + layout.columns - 1) / layout.columns
        guard count > 0, adjustment.pageSize > 0, adjustment.upper > 0 else { return }
        let rowHeight = adjustment.upper / Double(rows)
        let firstRow = Int(adjustment.value / rowHeight)
        let endRow = Int(((adjustment.value + adjustment.pageSize) / rowHeight).rounded(.up))
        visible = min(firstRow * layout.columns, count) ..< min(endRow * layout.columns, count)
        model.show(visible: visible, columns: layout.columns, cellPixelSize: tileWidgetWidth * grid.scaleFactor)
        scheduleReport()
    }
}
