import FeatureSupport
import TomoGTK

extension ThumbnailListScreen {
    /// Lays the grid out for its width and tells the model which items are on screen: the rows the
    /// scroll position spans. Rows are all as high (a cell is a thumbnail over its caption lines), so a
    /// row's height is the scrolled height over the row count.
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
        let count = model.items.count, adjustment = scrolled.verticalAdjustment
        let rows = max(1, (count + layout.columns - 1) / layout.columns)
        guard let shown = VisibleItems.range(
            in: adjustment, rowHeight: adjustment.upper / Double(rows), columns: layout.columns, count: count)
        else { return }
        visible = shown
        model.show(visible: visible, columns: layout.columns, cellPixelSize: cellPixelWidth)
    }
}
