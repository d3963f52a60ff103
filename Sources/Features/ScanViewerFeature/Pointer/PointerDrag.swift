import TomoVolume

/// A drag over a view under way: which button, in which view, where it began and where it is now (view
/// points), and whether it has moved far enough to be a drag rather than a click.
struct PointerDrag: Sendable, Hashable {
    var button: PointerButton
    var plane: VolumePlane
    var start: Point2D
    var last: Point2D
    var hasMoved = false
    /// The annotation handle pressed on, which the drag moves instead of the tool's work.
    var grab: HandleGrab?
    /// Whether the press was on a crosshair line's handle: the drag turns the other planes about the view's
    /// normal instead of the tool's work.
    var turnsPlanes = false

    /// How far the pointer may move, in points, for a press and release to count as a click.
    static let clickSlop = 3.0

    init(button: PointerButton, plane: VolumePlane, start: Point2D, grab: HandleGrab? = nil, turnsPlanes: Bool = false) {
        self.grab = grab
        self.turnsPlanes = turnsPlanes
        self.button = button
        self.plane = plane
        self.start = start
        last = start
    }
}
