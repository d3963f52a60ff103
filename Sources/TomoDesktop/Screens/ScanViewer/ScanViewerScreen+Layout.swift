import ScanViewerFeature
import TomoGTK

extension ScanViewerScreen {
    /// Places the views of `layout` in the grid of views, as many columns as rows alike: one axial view;
    /// three side by side; or the enlarged one over two columns and two rows with the other two stacked in
    /// the third column. Views the layout does not show leave the grid, hidden.
    func arrangeViews(for layout: ViewerLayout) {
        shown.layout = layout
        views.removeAll()
        for view in canvases { view.area.isVisible = layout.planes.contains(view.plane) }
        let placed = layout.planes.compactMap { plane in canvases.first { $0.plane == plane } }
        guard layout.enlargedPlane != nil else {
            for (column, view) in placed.enumerated() { views.attach(view.area, column: column, row: 0) }
            return
        }
        for (index, view) in placed.enumerated() {
            if index == 0 {
                views.attach(view.area, column: 0, row: 0, width: 2, height: 2)
            } else {
                views.attach(view.area, column: 2, row: index - 1)
            }
        }
    }
}
