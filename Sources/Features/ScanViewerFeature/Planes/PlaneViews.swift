import Observation
import TomoCore
import TomoVolume

/// Where the views look: the layout, the view keys act on, the section each plane shows (the slider's
/// slice for axial, the crosshair's for the others) or the oblique plane a turned one shows, and how each
/// view places its image (its `Viewport`), with whether the overlays show. A child of `ScanViewerModel`, which tells it the series' shape.
@MainActor
@Observable
public final class PlaneViews {
    /// The slider position: the axial slice shown, 0 first.
    public private(set) var index = 0
    /// The views shown.
    public private(set) var layout = ViewerLayout.axial
    /// Where the three views meet, once a series with a volume is open.
    public private(set) var crosshair: Crosshair?
    /// The view keys act on (the one last clicked).
    public private(set) var activePlane = VolumePlane.axial
    /// Whether the views show their overlays (text, orientation letters, scale bar).
    public private(set) var showsOverlays = true
    /// The slab each plane's view shows, once the reader chose one; a thickness of 0 shows the section
    /// alone and keeps the projection for the next thickness.
    public private(set) var slabs: [VolumePlane: Slab] = [:]
    /// How each view places its image, by plane, once the reader changed it (`viewport(of:image:)` gives
    /// every view's).
    private(set) var viewports: [VolumePlane: Viewport] = [:]
    /// Each view's size in points, as its front end last said.
    private(set) var viewSizes: [VolumePlane: Size2D] = [:]

    init() {}

    /// A series is open (or none): the first slice, the crosshair at the centre of `volume`'s geometry on
    /// it (none without a volume: axial alone), every view fitted again.
    func reset(geometry: VolumeGeometry?) {
        index = 0
        viewports = [:]
        slabs = [:]
        crosshair = geometry.map { Crosshair(geometry: $0) }
        if crosshair == nil { layout = .axial }
        activePlane = .axial
        followSlice()
    }

    /// No series is open (the picker shows): no slice, no crosshair; the layout stays for the next.
    func clear() {
        index = 0
        crosshair = nil
    }

    /// The section `plane`'s view shows: the slider's slice for a square axial view.
    public func section(in plane: VolumePlane) -> Int {
        guard let crosshair, plane != .axial || obliquePlane(in: plane) != nil else { return index }
        return crosshair.section(in: plane)
    }

    /// The plane `plane`'s view shows: the square section `section(in:)`, or the oblique plane while it is
    /// turned.
    public func sectionPlane(in plane: VolumePlane) -> SectionPlane {
        obliquePlane(in: plane).map(SectionPlane.oblique) ?? .named(plane, index: section(in: plane))
    }

    /// The image `plane`'s view shows while it is turned (in a layout of three planes: the axial layout
    /// shows the slices as they are); nil while it is square.
    public func obliquePlane(in plane: VolumePlane) -> ObliquePlane? {
        layout.showsThreePlanes ? crosshair?.obliquePlane(in: plane) : nil
    }

    /// Points the slider at `newIndex`, clamped to `count` slices; the crosshair follows. False when it
    /// was there already.
    func setIndex(_ newIndex: Int, count: Int) -> Bool {
        guard count > 0 else { return false }
        let clamped = min(max(newIndex, 0), count - 1)
        guard clamped != index else { return false }
        index = clamped
        followSlice()
        return true
    }

    /// Shows `layout`, `enlarged`'s view enlarged and active, or the axial one active if the active one
    /// is gone.
    func setLayout(_ layout: ViewerLayout) {
        self.layout = layout
        if let enlarged = layout.enlargedPlane {
            activePlane = enlarged
        } else if !layout.planes.contains(activePlane) {
            activePlane = .axial
        }
    }

    /// Makes `plane`'s view show `slab`.
    func setSlab(_ slab: Slab, of plane: VolumePlane) {
        slabs[plane] = slab
    }

    /// Makes `plane`'s view the one keys act on.
    func activate(_ plane: VolumePlane) {
        activePlane = plane
    }

    /// Moves `plane`'s view `delta` sections along its normal (not a square axial one: the slider moves
    /// it); returns the slice the crosshair is on now.
    func scroll(_ plane: VolumePlane, by delta: Int) -> Int? {
        crosshair?.scroll(plane, by: delta)
        return crosshair?.slice
    }

    /// Moves the crosshair to image point `point` of `plane`'s view; returns the slice it is on now.
    func moveCrosshair(to point: Point2D, in plane: VolumePlane) -> Int? {
        crosshair?.click(point, in: plane)
        return crosshair?.slice
    }

    /// Moves the crosshair to patient-space `position` (kept inside the volume); returns the slice it is on now and
    /// whether `position` lay inside; nil without a crosshair.
    func moveCrosshair(toPosition position: Vector3) -> (slice: Int, isInside: Bool)? {
        guard let isInside = crosshair?.move(to: position), let slice = crosshair?.slice else { return nil }
        return (slice, isInside)
    }

    /// Turns the planes other than `plane` by `angle` radians about its normal through the crosshair.
    func rotatePlanes(about plane: VolumePlane, by angle: Double) {
        crosshair?.rotate(about: plane, by: angle)
    }

    /// Every plane square again.
    func squarePlanes() {
        crosshair?.square()
    }

    /// Shows or hides every view's overlays.
    func toggleOverlays() {
        showsOverlays.toggle()
    }

    // MARK: Viewports

    /// The viewport of `plane`'s view for an image of `size` pixels `spacing` apart: the one the reader
    /// shaped, else the image fitted to the view. Nil until the view has a size.
    func viewport(of plane: VolumePlane, image size: Size2D, spacing: PixelSpacing) -> Viewport? {
        guard let viewSize = viewSizes[plane] else { return nil }
        if var viewport = viewports[plane], viewport.imageSize == size {
            viewport.viewSize = viewSize
            return viewport
        }
        return Viewport(imageSize: size, pixelSpacing: spacing, viewSize: viewSize)
    }

    /// The front end's view of `plane` is now `size` points.
    func setViewSize(_ size: Size2D, of plane: VolumePlane) {
        guard viewSizes[plane] != size else { return }
        viewSizes[plane] = size
        viewports[plane]?.viewSize = size
    }

    /// Keeps `viewport` as `plane`'s.
    func setViewport(_ viewport: Viewport, of plane: VolumePlane) {
        viewports[plane] = viewport
    }

    /// The slider moved: the crosshair follows it.
    private func followSlice() {
        guard let slice = crosshair?.slice, slice != index else { return }
        crosshair?.moveToSlice(index)
    }
}
