import ScanViewerFeature
import TomoGTK
import TomoVolume

/// One pane of the CT viewer: its views (one per plane, and the 3D view), which the screen places in its grid
/// as the model's screen layout says; when several panes show, each of its views is framed, the active pane's
/// in the accent colour. It draws what the model shows for its pane.
@MainActor
package final class PaneView {
    /// The pane it shows.
    package let pane: ReadingPane
    /// Its views, one per plane, axial first.
    package let canvases: [SliceCanvas]
    /// Its 3D view.
    package let volumeCanvas: VolumeCanvas
    private let model: ScanViewerModel
    /// How the views were framed.
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
        for area in areas { area.addCSSClass(ScanViewerStyle.imageClass) }
    }

    /// The view of `plane`.
    package func canvas(_ plane: VolumePlane) -> SliceCanvas {
        canvases.first { $0.plane == plane } ?? canvases[0]
    }

    /// The widget of the view of `plane` (nil: the 3D view), to place in the screen's grid.
    func area(of plane: VolumePlane?) -> Widget {
        plane.map { canvas($0).area } ?? volumeCanvas.area
    }

    /// Every view's widget, the 3D view's last.
    var areas: [Widget] { canvases.map(\.area) + [volumeCanvas.area] }

    /// Whether the pane's views are framed as one of several panes (`active`: as the active one).
    package func isFramed(active: Bool = false) -> Bool {
        canvases[0].area.hasCSSClass(active ? ScanViewerStyle.activePaneClass : ScanViewerStyle.paneClass)
    }

    /// Takes what the model shows for the pane: whether it is the active pane among several, each view it shows.
    func render() {
        let layout = model.acting(on: pane) { model.layout }
        let frame: Frame = !model.showsSeveralPanes ? .alone : model.activePane === pane ? .active : .inactive
        if frame != shownFrame {
            shownFrame = frame
            for area in areas {
                area.removeCSSClass(ScanViewerStyle.paneClass)
                area.removeCSSClass(ScanViewerStyle.activePaneClass)
                if frame != .alone { area.addCSSClass(ScanViewerStyle.paneClass) }
                if frame == .active { area.addCSSClass(ScanViewerStyle.activePaneClass) }
            }
        }
        for view in canvases where layout.planes.contains(view.plane) { view.render() }
        if layout.shows3D { volumeCanvas.render() }
    }
}
