import TomoSeries
import TomoVolume

/// The layouts and the three planes: the coronal and sagittal views cut from the series' volume through
/// the crosshair, which clicking in any view moves (the others follow) and scrolling a view moves along
/// that view's normal. The axial view's slice is the slider's.
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
        self.layout = layout
        if let enlarged = layout.enlargedPlane {
            activePlane = enlarged
        } else if !layout.planes.contains(activePlane) {
            activePlane = .axial
        }
        drawSections()
        return true
    }

    /// A double-click in `plane`'s view with the window tool (the others' clicks measure and pin): in three
    /// planes side by side it enlarges that view, in an enlarged layout it enlarges that view, or the enlarged
    /// one itself goes back to three side by side. False where it does nothing (axial only, other tools).
    @discardableResult
    public func pointerDoubleClicked(in plane: VolumePlane) -> Bool {
        guard tool == .window, layout.showsThreePlanes else { return false }
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

    /// What `plane`'s view shows: the slice under the slider for axial, else the section through the
    /// crosshair (nil until drawn).
    public func image(shownIn plane: VolumePlane) -> DisplayedSlice? {
        plane == .axial ? displayed : sections.displayed[plane]
    }

    /// Where the crosshair crosses in `plane`'s view, at the centre of its pixel; nil in the axial layout.
    public func crosshairPoint(in plane: VolumePlane) -> Point2D? {
        guard layout.showsThreePlanes, let crosshair else { return nil }
        let pixel = crosshair.pixel(in: plane)
        return Point2D(Double(pixel.column) + 0.5, Double(pixel.row) + 0.5)
    }

    /// Waits until the axial slice and the sections asked for are drawn.
    public func waitUntilViewsDrawn() async {
        await display.waitUntilDrawn()
        await sections.waitUntilDrawn()
    }

    /// A series has opened: the crosshair at its volume's centre on the first slice, no sections yet; the
    /// three planes give way to axial alone if it has no volume.
    func showPlanes(of series: any OpenedSeries) {
        sections.reset(volume: series.volume)
        slicesInSections = 0
        crosshair = series.volume.map { Crosshair(geometry: $0.geometry) }
        if crosshair == nil { layout = .axial }
        activePlane = .axial
        followSlice()
    }

    /// The slider moved: the crosshair follows it.
    func followSlice() {
        guard var crosshair, crosshair.slice != index else { return }
        crosshair.scroll(.axial, by: index - crosshair.slice)
        self.crosshair = crosshair
    }

    /// Draws the coronal and sagittal sections through the crosshair, in the layouts of three planes.
    func drawSections() {
        guard layout.showsThreePlanes, let crosshair, let window else { return }
        sections.draw(
            [.coronal, .sagittal], sections: [.coronal: crosshair.section(in: .coronal), .sagittal: crosshair.section(in: .sagittal)],
            window: window)
    }

    /// More slices have arrived: the sections are drawn again once a twentieth of the series more has (a
    /// section is cut from every slice: drawing it at each arrival of a long series would cost more than
    /// the loading).
    func slicesArrived() {
        let arrived = progress.completed + progress.failed
        guard arrived - slicesInSections >= max(1, progress.total / 20) else { return }
        slicesInSections = arrived
        drawSections()
    }

    /// Moves `plane`'s view `delta` sections along its normal (the slider for axial).
    func moveSection(of plane: VolumePlane, by delta: Int) {
        guard plane != .axial, var crosshair else { return step(by: delta) }
        crosshair.scroll(plane, by: delta)
        self.crosshair = crosshair
        drawSections()
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
        guard layout.showsThreePlanes, var crosshair, let viewport = viewport(of: plane) else { return }
        let image = viewport.imagePoint(ofViewPoint: point)
        crosshair.click((Int(image.x.rounded(.down)), Int(image.y.rounded(.down))), in: plane)
        self.crosshair = crosshair
        if crosshair.slice != index { setIndex(crosshair.slice) }
        drawSections()
    }

    /// The probe's reading at pixel (`column`, `row`) of the image `plane`'s view shows.
    func probe(column: Int, row: Int, in plane: VolumePlane) async -> ProbeReading? {
        guard plane != .axial else { return await probe(column: column, row: row) }
        guard let series, let crosshair, let image = imageSize(of: plane)?.0,
              column >= 0, row >= 0, column < Int(image.width), row < Int(image.height)
        else { return nil }
        let voxel = crosshair.geometry.voxel(atPixel: (column, row), ofSection: section(shownIn: plane), in: plane)
        return try? await series.probe(slice: voxel.slice, column: voxel.column, row: voxel.row)
    }
}
