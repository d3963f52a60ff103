import Observation
import ScanViewerFeature
import TomoGTK
import TomoVolume

/// One view of the CT viewer: a plane's image drawn through its `Viewport` (zoom, pan, turns, mirrors,
/// inversion), with the lengths and pins made on it and the overlays (corner text, orientation letters,
/// scale bar). It forwards the pointer to the model and draws what the model says; nothing is decided here.
@MainActor
package final class SliceCanvas {
    /// The widget to place.
    package let area = DrawingArea()
    let model: ScanViewerModel
    /// The plane it shows.
    package let plane: VolumePlane
    /// What the last render asked to draw.
    private(set) var content = Content()
    /// The image as Cairo draws it, once made off the main thread, and what it was made from.
    private(set) var surface: ImageSurface?
    private var surfaceSource: SurfaceSource?
    /// Where the pointer last was in the view, for the wheel (which reports no position).
    var pointer = Point2D(0, 0)

    /// What the view draws over the black: all of it comes from the model.
    struct Content: Equatable {
        var viewport: Viewport?
        var overlay: ViewOverlay?
        var lengths: [LengthMeasurement] = []
        var pins: [PinnedProbe] = []
        var draft: LengthMeasurement?
        var selectedID: Int?
    }

    /// The image a surface is made of: the slice and whether it is inverted.
    private struct SurfaceSource: Equatable {
        var image: DisplayedSlice
        var inverted: Bool
    }

    /// A view of `plane` for `model`.
    init(model: ScanViewerModel, plane: VolumePlane = .axial) {
        self.model = model
        self.plane = plane
        area.expandsHorizontally = true
        area.expandsVertically = true
        area.onDraw { [weak self] context, width, height in
            self?.draw(in: context, width: width, height: height)
        }
        connectInput()
    }

    /// The image the view shows (or is about to), as the model drew it; nil when it shows none.
    package var image: DisplayedSlice? { surfaceSource?.image }

    /// Whether the view's surface is made for what the model shows.
    package var isCurrent: Bool { surface != nil && surfaceSource?.image == model.displayed }

    /// Takes what the model shows now; repaints if anything changed.
    func render() {
        let viewport = model.viewport(of: plane)
        let source = model.displayed.map { SurfaceSource(image: $0, inverted: viewport?.isInverted ?? false) }
        if source != surfaceSource { makeSurface(for: source) }
        let measurements = model.measurements
        let new = Content(
            viewport: viewport, overlay: model.overlay(of: plane), lengths: model.measurements(shownIn: plane),
            pins: model.pins(shownIn: plane), draft: model.draftLength, selectedID: measurements.selectedID)
        guard new != content else { return }
        content = new
        area.queueDraw()
    }

    /// Makes the surface for `source` off the main thread; a newer source supersedes it.
    private func makeSurface(for source: SurfaceSource?) {
        surfaceSource = source
        guard let source else {
            surface = nil
            area.queueDraw()
            return
        }
        Task.detached(priority: .userInitiated) { [weak self] in
            let surface = try? ImageSurface(source.image.image, inverted: source.inverted)
            await self?.finish(surface, for: source)
        }
    }

    private func finish(_ surface: ImageSurface?, for source: SurfaceSource) {
        guard source == surfaceSource else { return }
        self.surface = surface
        area.queueDraw()
    }
}
