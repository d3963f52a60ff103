import TomoCore
import TomoSeries
import TomoVolume

/// The layouts and the three planes: every view shows its plane's section (the axial one the slider's
/// slice, the others the crosshair's), cut from the series' volume; clicking in any view moves the
/// crosshair (the others follow) and scrolling a view moves it along that view's normal. A crosshair line's
/// handle turns the other two planes about the view's normal: those views show oblique planes.
extension ScanViewerModel {
    /// Why the open series cannot be shown in three planes; nil when it can (its slices fill a volume).
    public var planesUnavailableReason: String? {
        guard let series else { return "no series is open" }
        guard series.volume == nil else { return nil }
        return series.limitation ?? "its slices make no volume (they differ in size, or the source keeps none)"
    }

    /// Shows `layout`; false (nothing changes) for the three planes when the series cannot make them. The
    /// enlarged view is the one keys act on.
    @discardableResult
    public func setLayout(_ layout: ViewerLayout) -> Bool {
        guard !layout.showsThreePlanes || planesUnavailableReason == nil else { return false }
        guard layout != self.layout else { return true }
        views.setLayout(layout)
        drawViews()
        return true
    }

    /// A double-click in `plane`'s view with the window tool (the others' clicks measure and pin): in three
    /// planes side by side it enlarges that view, in an enlarged layout it enlarges that view, or the enlarged
    /// one itself goes back to three side by side. False where it does nothing (axial only, other tools).
    @discardableResult
    public func pointerDoubleClicked(in plane: VolumePlane) -> Bool {
        guard tool == .windowLevel, layout.showsThreePlanes else { return false }
        return setLayout(layout == .enlarged(plane) ? .threePlanes : .enlarged(plane))
    }

    /// The layout menu's items: each layout's name, and why three planes cannot show when they cannot.
    public var layoutMenuItems: [String] {
        ViewerLayout.allCases.map { layout in
            guard layout.showsThreePlanes, let reason = planesUnavailableReason, series != nil else { return layout.title }
            return "\(layout.title) (unavailable: \(reason))"
        }
    }

    /// The layout menu's selected item.
    public var layoutMenuSelection: Int { ViewerLayout.allCases.firstIndex(of: layout) ?? 0 }

    /// What `plane`'s view shows (nil until drawn).
    public func image(shownIn plane: VolumePlane) -> DisplayedSlice? {
        images.displayed[plane]
    }

    /// The section `plane`'s view shows: the slider's slice for a square axial view, else the crosshair's.
    func section(shownIn plane: VolumePlane) -> Int {
        views.section(in: plane)
    }

    /// The plane `plane`'s view shows: its section (the slider's slice for a square axial view, else the
    /// crosshair's), or the oblique plane while the reader has turned it.
    public func sectionPlane(shownIn plane: VolumePlane) -> SectionPlane {
        views.sectionPlane(in: plane)
    }

    /// The image `plane`'s view shows while the reader has turned it (three planes only); nil while it is square.
    public func obliquePlane(shownIn plane: VolumePlane) -> ObliquePlane? {
        views.obliquePlane(in: plane)
    }

    /// Where the crosshair crosses in `plane`'s view, in image pixels; nil in the axial layout.
    public func crosshairPoint(in plane: VolumePlane) -> Point2D? {
        guard layout.showsThreePlanes, let crosshair else { return nil }
        return crosshair.imagePoint(in: plane)
    }

    /// The other two planes' lines in `plane`'s view (three planes only), each across the whole image
    /// through the crosshair, with the handles that turn it: `CrosshairLine`.
    public func crosshairLines(in plane: VolumePlane) -> [CrosshairLine] {
        guard let center = crosshairPoint(in: plane), let crosshair, let viewport = viewport(of: plane) else { return [] }
        return crosshair.lines(in: plane).compactMap { other, direction in
            CrosshairLine(plane: other, through: center, along: direction, viewport: viewport)
        }
    }

    /// Whether any view is turned (the reset puts them back square).
    public var isOblique: Bool { crosshair?.isOblique == true }

    /// Puts every plane back square (the crosshair stays); false when none was turned.
    @discardableResult
    public func squarePlanes() -> Bool {
        guard isOblique else { return false }
        views.squarePlanes()
        afterTurning()
        return true
    }

    /// Turns the two planes other than `plane` by `angle` radians about `plane`'s normal through the
    /// crosshair (clockwise on `plane`'s image).
    public func rotatePlanes(about plane: VolumePlane, by angle: Double) {
        guard layout.showsThreePlanes, crosshair != nil, angle.isFinite, angle != 0 else { return }
        views.rotatePlanes(about: plane, by: angle)
        afterTurning()
    }

    /// The planes turned: the views draw their new planes, the regions on them are measured, the probe reads again.
    private func afterTurning() {
        drawViews()
        measureRegions()
        probeAgain()
    }

    /// Waits until the views show what they were last asked to.
    public func waitUntilViewsDrawn() async {
        await images.waitUntilDrawn()
    }

    /// Draws each view's section through the window: again with `force` (the window changed, slices
    /// arrived), else only where the section shown is not the one asked for.
    func drawViews(force: Bool = false) {
        for plane in layout.planes { drawView(of: plane, force: force) }
        draw3D(draft: volumeView.drag != nil)
        followActivePane()
    }

    /// Draws what `plane`'s view shows: its section, turned plane or slab, through the window.
    func drawView(of plane: VolumePlane, force: Bool = true) {
        images.draw(
            plane, showing: sectionPlane(shownIn: plane), numbered: section(shownIn: plane), slab: slab(of: plane), window: window,
            overlays: showsOverlays, segmentation: pane.segmentations.drawing, force: force)
    }

    /// More slices have arrived: the views whose image lacked slices are drawn again, and the regions whose
    /// pixels were missing measured again, once a twentieth of the series more has, and when the last has (a
    /// coronal or sagittal section is cut from every slice: drawing it at each arrival of a long series would
    /// cost more than the loading).
    func slicesArrived() {
        let arrived = progress.completed + progress.failed
        let isLast = arrived == progress.total && arrived > pane.slicesDrawn
        guard arrived - pane.slicesDrawn >= max(1, progress.total / 20) || isLast else { return }
        pane.slicesDrawn = arrived
        images.drawLacking(layout.planes, window: window)
        if !volumeView.isDrawing { draw3D(draft: volumeView.drag != nil) }
        measureRegions()
    }

    /// Whether `plane`'s view moves with the slider: a square axial view, or any view without a crosshair.
    private func movesWithSlider(_ plane: VolumePlane) -> Bool {
        if case .named(.axial, _) = sectionPlane(shownIn: plane) { return true }
        return crosshair == nil
    }

    /// Moves `plane`'s view `delta` sections along its normal (a square axial view: the slider).
    func moveSection(of plane: VolumePlane, by delta: Int) {
        guard !movesWithSlider(plane) else { return step(by: delta) }
        guard let slice = views.scroll(plane, by: delta) else { return }
        if slice != index { setIndex(slice) }
        drawViews()
        probeAgain()
    }

    /// Moves `plane`'s view to its first (or with `last`, its last) section.
    func moveToEnd(of plane: VolumePlane, last: Bool) {
        guard !movesWithSlider(plane), let geometry = crosshair?.geometry else { return last ? self.last() : first() }
        // A turned view's sections are its pixels apart: as many as the volume's diagonal holds.
        let count = switch sectionPlane(shownIn: plane) {
        case .named(let named, _): named.sectionCount(in: geometry)
        case .oblique: Int((2 * geometry.halfDiagonal / geometry.obliqueSpacing).rounded(.up)) + 1
        }
        moveSection(of: plane, by: last ? count : -count)
    }

    /// Moves the crosshair to the pixel at view point `point` of `plane`'s view: the other two views go
    /// through it.
    func moveCrosshair(to point: Point2D, in plane: VolumePlane) {
        guard layout.showsThreePlanes, let viewport = viewport(of: plane) else { return }
        guard let slice = views.moveCrosshair(to: viewport.imagePoint(ofViewPoint: point), in: plane) else { return }
        if slice != index { setIndex(slice) }
        drawViews()
    }

    /// The probe's reading at pixel (`column`, `row`) of the image `plane`'s view of `pane` (the pane acted on,
    /// unless given) shows: the voxel there, read from the series (its volume, once the slice is in it), or over
    /// a slab the value it projects there (at the centre section's voxel), or on a turned view the trilinear
    /// value at the pixel's centre; a series without a volume is read by slice.
    func probe(column: Int, row: Int, in plane: VolumePlane, of pane: ReadingPane? = nil) async -> ProbeReading? {
        guard let read = acting(on: pane ?? self.pane, { probeRead(column: column, row: row, in: plane) }) else { return nil }
        return await read()
    }

    /// How to read the probe at pixel (`column`, `row`) of `plane`'s view, with what the view shows now; nil
    /// where there is nothing to read.
    private func probeRead(column: Int, row: Int, in plane: VolumePlane) -> (@MainActor () async -> ProbeReading?)? {
        guard let series else { return nil }
        guard let crosshair else {
            guard plane == .axial else { return nil }
            let index = index
            return { try? await series.probe(slice: index, column: column, row: row) }
        }
        guard let image = imageSize(of: plane)?.0,
              column >= 0, row >= 0, column < Int(image.width), row < Int(image.height)
        else { return nil }
        let shown = sectionPlane(shownIn: plane), slab = slab(of: plane)
        guard case .named(_, let section) = shown else {
            guard let volume = series.volume else { return nil }
            return { await Self.probe(volume, on: shown, column: column, row: row, slab: slab, unit: series.valueUnit) }
        }
        let voxel = crosshair.geometry.voxel(atPixel: (column, row), ofSection: section, in: plane)
        return {
            guard var reading = try? await series.probe(slice: voxel.slice, column: voxel.column, row: voxel.row) else { return nil }
            if let slab, let volume = series.volume {
                guard let projected = volume.value(of: shown, slab: slab, column: column, row: row) else { return nil }
                reading.value = projected
            }
            return reading
        }
    }
}

extension ScanViewerModel {
    /// The reading at pixel (`column`, `row`) of `plane` (an oblique one): the volume's value there
    /// (`CTVolume.value(of:slab:column:row:)`: the trilinear value at its centre, or over `slab` the value
    /// projected there; nil outside the volume or before its slices arrived), at the voxel nearest it, in
    /// `unit`.
    @concurrent
    nonisolated static func probe(
        _ volume: CTVolume, on plane: SectionPlane, column: Int, row: Int, slab: Slab?, unit: ValueUnit
    ) async -> ProbeReading? {
        let geometry = volume.geometry
        guard let value = volume.value(of: plane, slab: slab, column: column, row: row) else { return nil }
        let position = plane.position(column: Double(column), row: Double(row), in: geometry)
        let nearest = geometry.voxelPoint(of: position).components.map { Int($0.rounded()) }
        return ProbeReading(slice: nearest[2], column: nearest[0], row: nearest[1], value: value, unit: unit, position: position)
    }
}
