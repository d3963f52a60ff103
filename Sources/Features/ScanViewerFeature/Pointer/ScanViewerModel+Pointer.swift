import Foundation
import TomoSeries
import TomoVolume

/// The pointer over a view, as front ends forward it (points in the view, y down): the live probe, drags
/// by button and tool, clicks, the wheel. The front end draws; what the pointer does is decided here.
extension ScanViewerModel {
    /// The pointer moved to `point` in `plane`'s view of the pane acted on (active or not): the probe reads the
    /// pixel under it there (a newer move supersedes a read under way); beside the image it reads nothing.
    public func pointerMoved(to point: Point2D, in plane: VolumePlane) {
        let section = section(shownIn: plane), pane = pane
        var read: (@MainActor () async -> ProbeReading?)?
        if let pixel = viewport(of: plane)?.pixel(atViewPoint: point) {
            read = { await self.probe(column: pixel.column, row: pixel.row, in: plane, of: pane) }
        }
        tools.pointerMoved(
            to: point, in: viewID(of: plane), read: read,
            isCurrent: { self.panes.contains { $0 === pane } && self.acting(on: pane) { self.section(shownIn: plane) } == section })
    }

    /// The pointer left `plane`'s view: no reading.
    public func pointerLeft(_ plane: VolumePlane) {
        tools.pointerLeft()
    }

    /// The probe reads again under the pointer, where a view has moved on beneath it (a new slice or section).
    func probeAgain() {
        guard let (point, view) = tools.pointerPosition, let pane = panes.first(where: { $0.id == view.pane }) else { return }
        acting(on: pane) { pointerMoved(to: point, in: view.plane) }
    }

    /// The probe's text under the pointer: `-6 HU  (12.4, -45.6, 119.5) mm`; nil away from the image.
    public var pointerProbeText: String? {
        pointerProbe.map(Self.probeText)
    }

    /// `button` went down at `point` in `plane`'s view, which becomes the active view; the primary one on
    /// an annotation's handle holds it (and selects the annotation), else on a crosshair line's handle
    /// turns the planes, whatever the tool.
    public func pointerPressed(_ button: PointerButton, at point: Point2D, in plane: VolumePlane) {
        views.activate(plane)
        let grab = button == .primary ? handle(near: point, in: plane) : nil
        let turnsPlanes = button == .primary && grab == nil && isOnCrosshairHandle(point, in: plane)
        pointerDrag = PointerDrag(button: button, plane: plane, start: point, grab: grab, turnsPlanes: turnsPlanes)
        if let grab, let id = series?.entry.id { tools.select(grab.annotationID, of: id) }
        if button == .secondary || (button == .primary && tool == .windowLevel && grab == nil && !turnsPlanes) {
            beginWindowDrag()
        }
    }

    /// Whether view point `point` of `plane`'s view is within `CrosshairLine.reach` of a crosshair line's handle.
    private func isOnCrosshairHandle(_ point: Point2D, in plane: VolumePlane) -> Bool {
        guard let viewport = viewport(of: plane) else { return false }
        return crosshairLines(in: plane).contains { line in
            line.handles.contains { viewport.viewPoint(ofImagePoint: $0).distance(to: point) <= CrosshairLine.reach }
        }
    }

    /// Turns the planes by the angle the pointer swept about the crosshair in `plane`'s view, from view
    /// point `from` to `to`, measured in millimetres on the image (true on non-square pixels).
    private func turnPlanes(in plane: VolumePlane, from: Point2D, to: Point2D) {
        guard let viewport = viewport(of: plane), let center = crosshairPoint(in: plane) else { return }
        let spacing = viewport.pixelSpacing
        func angle(_ viewPoint: Point2D) -> Double {
            let offset = viewport.imagePoint(ofViewPoint: viewPoint) - center
            return atan2(offset.y * spacing.row, offset.x * spacing.column)
        }
        var swept = angle(to) - angle(from)
        if swept > .pi { swept -= 2 * .pi }
        if swept < -.pi { swept += 2 * .pi }
        rotatePlanes(about: plane, by: swept)
    }

    /// The pointer, its button down, moved to `point`: the window follows (secondary, or the window tool),
    /// the image follows (middle), a held handle follows, or the annotation tool draws (else the probe
    /// follows).
    public func pointerDragged(to point: Point2D) {
        guard var drag = pointerDrag else { return }
        let offset = point - drag.start
        if !drag.hasMoved, max(abs(offset.x), abs(offset.y)) < PointerDrag.clickSlop { return }
        let step = point - drag.last
        if !drag.hasMoved, drag.grab != nil, let id = series?.entry.id { tools.beginMoving(of: id) }
        drag.hasMoved = true
        drag.last = point
        pointerDrag = drag
        switch drag.button {
        case .middle: changeViewport(of: drag.plane) { $0.pan(by: step) }
        case .secondary: dragWindow(byX: offset.x, y: offset.y)
        case .primary:
            if let grab = drag.grab { return move(grab, to: point, in: drag.plane) }
            if drag.turnsPlanes { return turnPlanes(in: drag.plane, from: point - step, to: point) }
            if tool == .crop3D { return dragCropBox(in: drag.plane, from: drag.start, to: point) }
            guard let annotationTool = tool.annotationTool else { return dragWindow(byX: offset.x, y: offset.y) }
            guard let viewport = viewport(of: drag.plane), let place = annotationPlace(in: drag.plane), let id = series?.entry.id
            else { return }
            let step = annotationTool.dragged(
                from: viewport.imagePoint(ofViewPoint: drag.start), to: viewport.imagePoint(ofViewPoint: point),
                draft: tools.draft, on: place)
            if case .nothing = step { pointerMoved(to: point, in: drag.plane) }
            tools.take(step, on: id)
            measureRegions()
        }
    }

    /// The button came up at `point`: the annotation tool finishes what the drag drew; a click (no drag) is
    /// the tool's (a pin) or selects the annotation under it, and in the three-plane layout, when none is
    /// there, moves the crosshair to it.
    public func pointerReleased(at point: Point2D) async {
        pointerDragged(to: point)
        guard let drag = pointerDrag else { return }
        pointerDrag = nil
        let annotationTool = drag.button == .primary ? tool.annotationTool : nil
        if drag.hasMoved {
            if drag.grab != nil, let id = series?.entry.id { tools.endMoving(of: id) }
            if drag.grab != nil || drag.turnsPlanes { return }
            // The crop box dragged: the full image after the drafts.
            if drag.button == .primary, tool == .crop3D { return draw3D() }
            if let annotationTool, let draft = tools.draft, let id = series?.entry.id {
                tools.take(annotationTool.released(draft), on: id)
                measureRegions()
            }
            return
        }
        guard drag.button == .primary, let viewport = viewport(of: drag.plane) else { return }
        let imagePoint = viewport.imagePoint(ofViewPoint: point)
        if let annotationTool, let place = annotationPlace(in: drag.plane), let id = series?.entry.id,
           let step = await annotationTool.clicked(
               at: imagePoint, draft: tools.draft, on: place, image: annotatedImage(shownIn: drag.plane))
        {
            return tools.take(step, on: id)
        }
        if !selectAnnotation(near: imagePoint, tolerance: 6 / viewport.pointsPerPixel, in: drag.plane) {
            moveCrosshair(to: point, in: drag.plane)
        }
    }

    /// The wheel turned `notches` (down positive) over `point` in `plane`'s view: with `zooming` (Ctrl held)
    /// it zooms about the point (down out); with `nudging` (Shift held) over linked panes it nudges their
    /// alignment, that view a section a notch (as , and . do); else it moves that view through its sections
    /// (the axial one through the slices).
    public func wheel(_ notches: Int, at point: Point2D, zooming: Bool, nudging: Bool = false, in plane: VolumePlane) {
        guard notches != 0 else { return }
        if zooming {
            zoom(by: Viewport.zoomStep.power(-notches), around: point, in: plane)
        } else if !(nudging && nudgeAlignment(bySections: notches, in: plane)) {
            moveSection(of: plane, by: notches)
        }
    }

    /// A pinch over `plane`'s view scaled it by `factor` since the last report, about `point`.
    public func pinch(by factor: Double, around point: Point2D, in plane: VolumePlane) {
        zoom(by: factor, around: point, in: plane)
    }

    /// The image `plane`'s view shows, as annotation tools read it.
    private func annotatedImage(shownIn plane: VolumePlane) -> AnnotatedImage {
        let size = imageSize(of: plane)?.0 ?? Size2D(0, 0)
        let pane = pane
        return AnnotatedImage(size: size) { [weak self] column, row in await self?.probe(column: column, row: row, in: plane, of: pane) }
    }
}

extension Double {
    /// `self` to the integer power `exponent`.
    fileprivate func power(_ exponent: Int) -> Double {
        exponent >= 0 ? (0..<exponent).reduce(1) { value, _ in value * self } : 1 / power(-exponent)
    }
}
