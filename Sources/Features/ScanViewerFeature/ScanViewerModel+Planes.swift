import TomoSeries
import TomoVolume

/// The layouts and the three planes: every view shows its plane's section (the axial one the slider's
/// slice, the others the crosshair's), cut from the series' volume; clicking in any view moves the
/// crosshair (the others follow) and scrolling a view moves it along that view's normal.
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

    /// The section `plane`'s view shows: the slice under the slider for axial, else the crosshair's.
    func section(shownIn plane: VolumePlane) -> Int {
        views.section(in: plane)
    }

    /// Where the crosshair crosses in `plane`'s view, at the centre of its pixel; nil in the axial layout.
    public func crosshairPoint(in plane: VolumePlane) -> Point2D? {
        guard layout.showsThreePlanes, let crosshair else { return nil }
        let pixel = crosshair.pixel(in: plane)
        return Point2D(Double(pixel.column) + 0.5, Double(pixel.row) + 0.5)
    }

    /// Waits until the views show what they were last asked to.
    public func waitUntilViewsDrawn() async {
        await images.waitUntilDrawn()
    }

    /// Draws each view's section through the window: again with `force` (the window changed, slices
    /// arrived), else only where the section shown is not the one asked for.
    func drawViews(force: Bool = false) {
        for plane in layout.planes {
            images.draw(plane, section: section(shownIn: plane), slab: slab(of: plane), window: window, force: force)
        }
    }

    /// More slices have arrived: the views whose image lacked slices are drawn again, and the regions whose
    /// pixels were missing measured again, once a twentieth of the series more has, and when the last has (a
    /// coronal or sagittal section is cut from every slice: drawing it at each arrival of a long series would
    /// cost more than the loading).
    func slicesArrived() {
        let arrived = progress.completed + progress.failed
        let isLast = arrived == progress.total && arrived > slicesDrawn
        guard arrived - slicesDrawn >= max(1, progress.total / 20) || isLast else { return }
        slicesDrawn = arrived
        images.drawLacking(layout.planes, window: window)
        measureRegions()
    }

    /// Moves `plane`'s view `delta` sections along its normal.
    func moveSection(of plane: VolumePlane, by delta: Int) {
        guard plane != .axial, crosshair != nil else { return step(by: delta) }
        views.scroll(plane, by: delta)
        drawViews()
        probeAgain()
    }

    /// Moves `plane`'s view to its first (or with `last`, its last) section.
    func moveToEnd(of plane: VolumePlane, last: Bool) {
        guard plane != .axial, let crosshair else { return last ? self.last() : first() }
        let count = plane.sectionCount(in: crosshair.geometry)
        moveSection(of: plane, by: last ? count : -count)
    }

    /// Moves the crosshair to the pixel at view point `point` of `plane`'s view: the other two views go
    /// through it.
    func moveCrosshair(to point: Point2D, in plane: VolumePlane) {
        guard layout.showsThreePlanes, let viewport = viewport(of: plane) else { return }
        let image = viewport.imagePoint(ofViewPoint: point)
        guard let slice = views.moveCrosshair(to: (Int(image.x.rounded(.down)), Int(image.y.rounded(.down))), in: plane) else { return }
        if slice != index { setIndex(slice) }
        drawViews()
    }

    /// The probe's reading at pixel (`column`, `row`) of the image `plane`'s view shows: the voxel there,
    /// read from the series (its volume, once the slice is in it), or over a slab the value it projects there
    /// (at the centre section's voxel); a series without a volume is read by slice.
    func probe(column: Int, row: Int, in plane: VolumePlane) async -> ProbeReading? {
        guard let series else { return nil }
        guard let crosshair else {
            return plane == .axial ? try? await series.probe(slice: index, column: column, row: row) : nil
        }
        guard let image = imageSize(of: plane)?.0,
              column >= 0, row >= 0, column < Int(image.width), row < Int(image.height)
        else { return nil }
        let section = section(shownIn: plane)
        let voxel = crosshair.geometry.voxel(atPixel: (column, row), ofSection: section, in: plane)
        guard var reading = try? await series.probe(slice: voxel.slice, column: voxel.column, row: voxel.row) else { return nil }
        if let slab = slab(of: plane), let volume = series.volume {
            guard let projected = volume.value(of: plane, at: section, slab: slab, column: column, row: row) else { return nil }
            reading.value = Double(projected)
        }
        return reading
    }
}
