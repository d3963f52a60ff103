import Observation
import ScanViewerFeature
import TomoGTK
import TomoSeries
import TomoVolume

/// One view of the CT viewer: a plane's image drawn through its `Viewport` (zoom, pan, turns, mirrors,
/// inversion), with the annotations made on it and the overlays (corner text, orientation letters,
/// scale bar). It forwards the pointer to the model and draws what the model says; nothing is decided here.
@MainActor
package final class SliceCanvas {
    /// The widget to place.
    package let area = DrawingArea()
    let model: ScanViewerModel
    /// The pane whose view it is.
    package let pane: ReadingPane
    /// The plane it shows.
    package let plane: VolumePlane
    /// What the last render asked to draw.
    private(set) var content = Content()
    /// What the last paint drew (the content, and whether the surface was the current one), for tests and
    /// benchmarks to see a change reach the screen.
    package internal(set) var drawn: Content?
    /// The image as Cairo draws it, once made off the main thread, and what it was made from.
    private(set) var surface: ImageSurface?
    private var surfaceSource: SurfaceSource?
    /// Where the pointer last was in the view, for the wheel (which reports no position).
    var pointer = Point2D(0, 0)

    /// What the view draws over the black: all of it comes from the model.
    package struct Content: Equatable {
        package var viewport: Viewport?
        package var overlay: ViewOverlay?
        /// The annotations on the image and the one being drawn there.
        package var annotations: [AnnotationDrawing] = []
        /// The other two planes' lines through the crosshair, with their turning handles (the layouts of
        /// three planes).
        package var crosshairLines: [CrosshairLine] = []
        /// Where the other panes' sections cut the view, labelled with their series.
        package var referenceLines: [ReferenceLine] = []
        /// The 3D view's crop box where it lies in the view, in image points.
        package var cropOutline: [Point2D]?
        /// Whether keys act on this view (framed in the layouts of three planes).
        package var isActive = false
        /// What it says in place of an image (its pane's series opening, or why it could not).
        package var message: String?
    }

    /// The image a surface is made of: the slice, whether it is inverted, and by how much it is shrunk
    /// first (1: not at all).
    private struct SurfaceSource: Equatable {
        var image: DisplayedSlice
        var inverted: Bool
        var reduction = 1
    }

    /// The view of `plane` in `pane` of `model`.
    init(model: ScanViewerModel, pane: ReadingPane, plane: VolumePlane) {
        self.model = model
        self.pane = pane
        self.plane = plane
        area.expandsHorizontally = true
        area.expandsVertically = true
        area.isFocusable = true  // the focus comes back here when a note is typed (a hidden field's would wander)
        area.onDraw { [weak self] context, width, height in
            self?.draw(in: context, width: width, height: height)
        }
        connectInput()
    }

    /// Whether the view's surface is made for what the model shows.
    package var isCurrent: Bool { surface != nil && surfaceSource?.image == model.acting(on: pane) { model.image(shownIn: plane) } }

    /// Takes what the model shows now in this view's pane; repaints if anything changed.
    func render() {
        model.acting(on: pane) { renderActing() }
    }

    /// Takes what the model shows, acting on this view's pane.
    private func renderActing() {
        let viewport = model.viewport(of: plane)
        let source = model.image(shownIn: plane).map {
            SurfaceSource(image: $0, inverted: viewport?.isInverted ?? false, reduction: viewport.map(Self.reduction) ?? 1)
        }
        if source != surfaceSource { makeSurface(for: source) }
        let new = Content(
            viewport: viewport, overlay: model.overlay(of: plane), annotations: model.annotationDrawings(shownIn: plane),
            crosshairLines: model.crosshairLines(in: plane), referenceLines: model.referenceLines(in: plane), cropOutline: model.cropOutline(in: plane),
            isActive: model.layout.showsThreePlanes && model.activePlane == plane && model.activePane === pane,
            message: model.viewMessage)
        guard new != content else { return }
        content = new
        area.queueDraw()
    }

    /// By how much an image shown through `viewport` is shrunk (area-averaged, off the main thread) before
    /// Cairo draws it: the power of two that brings it to `filteredZoom` points a pixel or more, so that Cairo
    /// interpolates instead of filtering every source pixel in the frame (an oblique view's image, sized to
    /// the volume's diagonal, at 0.36 points a pixel took 30 ms a frame to filter; up to 16).
    private static func reduction(for viewport: Viewport) -> Int {
        let zoom = min(viewport.pointsPerPixel, viewport.scale * viewport.pixelSpacing.row)
        var reduction = 1
        while zoom * Double(reduction) < filteredZoom, reduction < 16 { reduction *= 2 }
        return reduction
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
            let image = source.image.image, reduction = source.reduction
            let shrunk = reduction == 1
                ? image : try? image.resized(width: (image.width + reduction - 1) / reduction, height: (image.height + reduction - 1) / reduction)
            let surface = try? shrunk.map { try ImageSurface($0, inverted: source.inverted) }
            await self?.finish(surface, for: source)
        }
    }

    private func finish(_ surface: ImageSurface?, for source: SurfaceSource) {
        guard source == surfaceSource else { return }
        self.surface = surface
        area.queueDraw()
    }
}
