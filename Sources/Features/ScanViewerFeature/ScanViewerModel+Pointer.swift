import TomoSeries
import TomoVolume

/// The pointer over a view, as front ends forward it (points in the view, y down): the live probe, drags
/// by button and tool, clicks, the wheel. The front end draws; what the pointer does is decided here.
extension ScanViewerModel {
    /// The section `plane`'s view shows: the slice under the slider for axial, else the crosshair's.
    func section(shownIn plane: VolumePlane) -> Int {
        guard plane != .axial, let crosshair else { return index }
        return crosshair.section(in: plane)
    }

    /// The pointer moved to `point` in `plane`'s view: the probe reads the pixel under it (a newer move
    /// supersedes a read under way); beside the image it reads nothing.
    public func pointerMoved(to point: Point2D, in plane: VolumePlane = .axial) {
        probeTask?.cancel()
        pointerPosition = (point, plane)
        guard let viewport = viewport(of: plane), let pixel = viewport.pixel(atViewPoint: point) else {
            pointerProbe = nil
            return
        }
        let section = section(shownIn: plane)
        probeTask = Task {
            let reading = await probe(column: pixel.column, row: pixel.row, in: plane)
            guard !Task.isCancelled, self.section(shownIn: plane) == section else { return }
            pointerProbe = reading
            pointerProbePlane = plane
        }
    }

    /// The pointer left `plane`'s view: no reading.
    public func pointerLeft(_ plane: VolumePlane = .axial) {
        probeTask?.cancel()
        pointerPosition = nil
        pointerProbe = nil
    }

    /// The probe reads again under the pointer, where a view has moved on beneath it (a new slice or section).
    func probeAgain() {
        guard let (point, plane) = pointerPosition else { return }
        pointerMoved(to: point, in: plane)
    }

    /// The probe's text under the pointer: `-6 HU  (12.4, -45.6, 119.5) mm`; nil away from the image.
    public var pointerProbeText: String? {
        pointerProbe.map(Self.probeText)
    }

    /// `button` went down at `point` in `plane`'s view, which becomes the active view.
    public func pointerPressed(_ button: PointerButton, at point: Point2D, in plane: VolumePlane = .axial) {
        activePlane = plane
        pointerDrag = PointerDrag(button: button, plane: plane, start: point)
        if button == .secondary || (button == .primary && tool == .window) { beginWindowDrag() }
    }

    /// The pointer, its button down, moved to `point`: the window follows (secondary, or the window tool),
    /// the image follows (middle), or the length being drawn does (the length tool).
    public func pointerDragged(to point: Point2D) {
        guard var drag = pointerDrag else { return }
        let offset = point - drag.start
        if !drag.hasMoved, max(abs(offset.x), abs(offset.y)) < PointerDrag.clickSlop { return }
        let step = point - drag.last
        drag.hasMoved = true
        drag.last = point
        pointerDrag = drag
        switch (drag.button, tool) {
        case (.middle, _): changeViewport(of: drag.plane) { $0.pan(by: step) }
        case (.secondary, _), (.primary, .window): dragWindow(byX: offset.x, y: offset.y)
        case (.primary, .length): draftLength = length(from: drag.start, to: point, in: drag.plane)
        case (.primary, .probe): pointerMoved(to: point, in: drag.plane)
        }
    }

    /// The button came up at `point`: a drawn length is kept; a click (no drag) pins the probe (the probe
    /// tool) or selects the length or pin under it (the others), and in the three-plane layout, when none
    /// is there, moves the crosshair to it.
    public func pointerReleased(at point: Point2D) async {
        pointerDragged(to: point)
        guard let drag = pointerDrag else { return }
        pointerDrag = nil
        if drag.hasMoved {
            if drag.button == .primary, tool == .length, let draft = draftLength, draft.millimetres > 0 {
                measureLength(from: draft.start, to: draft.end, in: drag.plane)
            }
            draftLength = nil
            return
        }
        guard drag.button == .primary, let viewport = viewport(of: drag.plane) else { return }
        if tool == .probe {
            await pinProbe(at: point, in: drag.plane)
        } else {
            let tolerance = 6 / viewport.pointsPerPixel
            if !selectMeasurement(near: viewport.imagePoint(ofViewPoint: point), tolerance: tolerance, in: drag.plane) {
                moveCrosshair(to: point, in: drag.plane)
            }
        }
    }

    /// The wheel turned `notches` (down positive) over `point` in `plane`'s view: with `zooming` (Ctrl held)
    /// it zooms about the point (down out), else it moves that view through its sections (the axial one
    /// through the slices).
    public func wheel(_ notches: Int, at point: Point2D, zooming: Bool, in plane: VolumePlane = .axial) {
        guard notches != 0 else { return }
        if zooming {
            zoom(by: Viewport.zoomStep.power(-notches), around: point, in: plane)
        } else {
            moveSection(of: plane, by: notches)
        }
    }

    /// A pinch over `plane`'s view scaled it by `factor` since the last report, about `point`.
    public func pinch(by factor: Double, around point: Point2D, in plane: VolumePlane = .axial) {
        zoom(by: factor, around: point, in: plane)
    }

    /// Pins the probe's reading at view point `point` of `plane`'s view; nothing beside the image or where
    /// there is no HU.
    func pinProbe(at point: Point2D, in plane: VolumePlane) async {
        guard let series, let viewport = viewport(of: plane), let pixel = viewport.pixel(atViewPoint: point) else { return }
        let section = section(shownIn: plane), id = series.entry.id
        guard let reading = await probe(column: pixel.column, row: pixel.row, in: plane) else { return }
        let centre = Point2D(Double(pixel.column) + 0.5, Double(pixel.row) + 0.5)
        measurementsBySeries[id, default: MeasurementList()].pin(reading, at: centre, plane: plane, section: section)
    }

    /// A length between view points `start` and `end` of `plane`'s view, not yet kept.
    private func length(from start: Point2D, to end: Point2D, in plane: VolumePlane) -> LengthMeasurement? {
        guard series?.geometry != nil, let viewport = viewport(of: plane), let spacing = imageSize(of: plane)?.1 else { return nil }
        return LengthMeasurement(
            id: 0, plane: plane, section: section(shownIn: plane),
            start: viewport.imagePoint(ofViewPoint: start), end: viewport.imagePoint(ofViewPoint: end), pixelSpacing: spacing)
    }
}

extension Double {
    /// `self` to the integer power `exponent`.
    fileprivate func power(_ exponent: Int) -> Double {
        exponent >= 0 ? (0..<exponent).reduce(1) { value, _ in value * self } : 1 / power(-exponent)
    }
}
