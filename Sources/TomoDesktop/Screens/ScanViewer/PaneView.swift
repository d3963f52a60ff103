import ScanViewerFeature
import TomoGTK
import TomoVolume

/// One pane of the CT viewer: its views (one per plane, and the 3D view) in a grid placed as the pane's layout says; when several
/// panes show, each is framed, the active one in the accent colour. It draws what the model shows for its pane.
@MainActor
package final class PaneView {
    /// The widget to place.
    package let root = Box(.vertical)
    /// The pane it shows.
    package let pane: ReadingPane
    /// Its views, one per plane, axial first.
    package let canvases: [SliceCanvas]
    /// Its 3D view.
    package let volumeCanvas: VolumeCanvas
    /// The views, placed as the layout says (`arrange(for:)`).
    private let grid = Grid(columnSpacing: 2, rowSpacing: 2)
    private let model: ScanViewerModel
    /// The layout the grid is arranged for, and how the pane was framed.
    private var arranged: ViewerLayout?
    private var shownFrame: Frame?

    /// How a pane is framed: not at all alone, else as one of several, the active one apart.
    private enum Frame {
        case alone, inactive, active
    }

    /// The view of `pane` of `model`.
    init(model: ScanViewerModel, pane: ReadingPane) {
        self.model = model
        self.pane = pane
        canvases = VolumePlane.allCases.map { SliceCanvas(model: model, pane: pane, plane: $0) }
        volumeCanvas = VolumeCanvas(model: model, pane: pane)
        volumeCanvas.area.addCSSClass(ScanViewerStyle.imageClass)
        grid.isHomogeneous = true
        grid.expandsHorizontally = true
        grid.expandsVertically = true
        for view in canvases { view.area.addCSSClass(ScanViewerStyle.imageClass) }
        root.expandsHorizontally = true
        root.expandsVertically = true
        root.append(grid)
    }

    /// The view of `plane`.
    package func canvas(_ plane: VolumePlane) -> SliceCanvas {
        canvases.first { $0.plane == plane } ?? canvases[0]
    }

    /// Takes what the model shows for the pane: its layout, whether it is the active pane among several, each
    /// view it shows.
    func render() {
        let layout = model.acting(on: pane) { model.layout }
        if layout != arranged { arrange(for: layout) }
        let frame: Frame = !model.showsSeveralPanes ? .alone : model.activePane === pane ? .active : .inactive
        if frame != shownFrame {
            shownFrame = frame
            root.removeCSSClass(ScanViewerStyle.paneClass)
            root.removeCSSClass(ScanViewerStyle.activePaneClass)
            if frame != .alone { root.addCSSClass(ScanViewerStyle.paneClass) }
            if frame == .active { root.addCSSClass(ScanViewerStyle.activePaneClass) }
        }
        for view in canvases where layout.planes.contains(view.plane) { view.render() }
        if layout.shows3D { volumeCanvas.render() }
    }

    /// Places the views of `layout` in the grid, each in its cell; views the layout does not show leave the
    /// grid, hidden.
    private func arrange(for layout: ViewerLayout) {
        arranged = layout
        grid.removeAll()
        for view in canvases { view.area.isVisible = layout.planes.contains(view.plane) }
        volumeCanvas.area.isVisible = layout.shows3D
        for cell in layout.cells {
            let area = cell.plane.map { canvas($0).area } ?? volumeCanvas.area
            grid.attach(area, column: cell.column, row: cell.row, width: cell.width, height: cell.height)
        }
    }
}
