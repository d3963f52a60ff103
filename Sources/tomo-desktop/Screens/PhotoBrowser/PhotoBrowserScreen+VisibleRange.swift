import PhotoBrowserFeature
import TomoGTK

extension PhotoBrowserScreen {
    /// Computes what is visible at the next main-loop iteration, once for any number of scroll events.
    func scheduleVisibleRangeUpdate() {
        visibleRangeUpdate.schedule()
    }

    /// Lays the list out for its width and tells the model which photos are on screen: the rows the
    /// scroll position spans. Rows are all as high (a thumbnail and two caption lines), so a row's height
    /// is the scrolled height over the row count.
    func updateVisibleRange() {
        let width = scrolled.size.width
        guard width > 0 else { return }
        let newLayout = PhotoListLayout(width: width)
        if newLayout != layout {
            layout = newLayout
            grid.setColumns(layout.columns)
            for (tile, _) in grid.boundCells { tile.setThumbnailHeight(thumbnailHeight) }
        }
        let count = model.items.count, adjustment = scrolled.verticalAdjustment
        let rows = max(1, (count + layout.columns - 1) / layout.columns)
        guard let shown = VisibleItems.range(
            in: adjustment, rowHeight: adjustment.upper / Double(rows), columns: layout.columns, count: count)
        else { return }
        visible = shown
        model.show(visible: visible, columns: layout.columns, cellPixelSize: tileWidgetWidth * grid.scaleFactor)
        scheduleReport()
    }
}
