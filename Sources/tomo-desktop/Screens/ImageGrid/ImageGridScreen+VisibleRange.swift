import ImageGridFeature
import TomoGTK

extension ImageGridScreen {
    /// Computes what is visible at the next main-loop iteration, once for any number of scroll events.
    func scheduleVisibleRangeUpdate() {
        guard !isVisibleRangeScheduled else { return }
        isVisibleRangeScheduled = true
        MainLoop.perform { [weak self] in
            self?.isVisibleRangeScheduled = false
            self?.updateVisibleRange()
        }
    }

    /// Lays the grid out for its width and tells the model which items are on screen: the rows the
    /// scroll position spans.
    private func updateVisibleRange() {
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
        let count = model.items.count
        let adjustment = scrolled.verticalAdjustment
        // Every row is one cell high: the cell widget plus its padding, the column width rounded down.
        let rowHeight = Double(layout.cellSize)
        guard count > 0, adjustment.pageSize > 0 else { return }
        let firstRow = Int(adjustment.value / rowHeight)
        let endRow = Int(((adjustment.value + adjustment.pageSize) / rowHeight).rounded(.up))
        visible = min(firstRow * layout.columns, count) ..< min(endRow * layout.columns, count)
        model.show(visible: visible, columns: layout.columns, cellPixelSize: cellPixelSize)
        scheduleReport()
    }
}
