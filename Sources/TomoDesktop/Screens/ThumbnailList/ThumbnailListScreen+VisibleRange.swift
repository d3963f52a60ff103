import FeatureSupport
import TomoGTK

extension ThumbnailListScreen {
    /// Lays the grid out for its width and tells the model which items are on screen: the rows the
    /// scroll position spans, at the row height GTK last laid out.
    func updateVisibleRange() {
        MainThreadWork.measure { measuredUpdateVisibleRange() }
    }

    private func measuredUpdateVisibleRange() {
        let width = scrolled.size.width
        guard width > 0 else { return }
        let newLayout = ThumbnailListLayout(width: width, shape: model.source.cellShape)
        if newLayout != layout {
            layout = newLayout
            grid.setColumns(layout.columns)
            for (cell, _) in grid.boundCells { cell.setThumbnailHeight(thumbnailHeight) }
        }
        guard let rowHeight, let shown = VisibleItems.range(
            in: scrolled.verticalAdjustment, rowHeight: rowHeight, columns: layout.columns, count: model.items.count)
        else { return }
        visible = shown
        model.show(visible: visible, columns: layout.columns, cellPixelSize: cellPixelWidth)
    }

    /// Reads a row's height off the layout GTK has just made (the adjustment changed): rows are all as
    /// high (a thumbnail over its caption lines), so it is the content's height over the rows the grid
    /// held. Not with each visible range: a page that has just arrived is in the grid's count before GTK
    /// has laid it out, and the old height over the new row count moved the range down onto the new page
    /// for a moment, loading most of its thumbnails at once (the grid's late frames while scrolling).
    func measureRowHeight() {
        let rows = (grid.count + layout.columns - 1) / layout.columns
        rowHeight = rows > 0 ? scrolled.verticalAdjustment.upper / Double(rows) : nil
    }
}
