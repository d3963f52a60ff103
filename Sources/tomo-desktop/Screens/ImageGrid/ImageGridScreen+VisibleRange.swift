import ImageGridFeature
import TomoGTK

extension ImageGridScreen {
    /// Computes what is visible at the next main-loop iteration, once for any number of scroll events.
    func scheduleVisibleRangeUpdate() {
        visibleRangeUpdate.schedule()
    }

    /// Lays the grid out for its width and tells the model which items are on screen: the rows the
    /// scroll position spans.
    func updateVisibleRange() {
        MainThreadWork.measure { measuredUpdateVisibleRange() }
    }

    private func measuredUpdateVisibleRange() {
        let width = scrolled.size.width
        guard width > 0 else { return }
        let newLayout = GridLayout(width: width)
        if newLayout != layout {
            layout = newLayout
            grid.setColumns(layout.columns)
            for (cell, _) in grid.boundCells { cell.setHeight(cellWidgetSize) }
        }
        // Every row is one cell high: the cell widget plus its padding, the column width rounded down.
        guard let shown = VisibleItems.range(
            in: scrolled.verticalAdjustment, rowHeight: Double(layout.cellSize), columns: layout.columns,
            count: model.items.count)
        else { return }
        visible = shown
        model.show(visible: visible, columns: layout.columns, cellPixelSize: cellPixelSize)
        scheduleReport()
    }
}
