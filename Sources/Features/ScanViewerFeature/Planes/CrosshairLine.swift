import TomoVolume

/// One of the other two planes' lines in a view of three planes: where that plane cuts the view's, drawn
/// across the whole image through the crosshair, and the two handles near its ends that turn it (and the
/// plane it stands for) about the crosshair. Points are image pixels.
public struct CrosshairLine: Sendable, Hashable {
    /// The plane the line stands for (drawn in its colour).
    public var plane: VolumePlane
    /// Where the line enters and leaves the image.
    public var start: Point2D
    public var end: Point2D
    /// Where the handles that turn it are: on the line, `handleReach` of the view's smaller side from the
    /// crosshair either way, or at the image's edge where that comes first.
    public var handles: [Point2D]

    /// How far from the crosshair the handles lie, as a part of the view's smaller side.
    static let handleReach = 0.4
    /// How near, in view points, a press must be to a handle to hold it.
    static let reach = 8.0

    /// The line of `plane` through image point `center` along image direction `direction`, in `viewport`;
    /// nil where it misses the image or has no direction.
    init?(plane: VolumePlane, through center: Point2D, along direction: Point2D, viewport: Viewport) {
        guard direction.x != 0 || direction.y != 0, direction.x.isFinite, direction.y.isFinite else { return nil }
        // Liang–Barsky: the parameters at which center + t·direction is inside the image.
        var low = -Double.infinity, high = Double.infinity
        for (origin, delta, size) in [(center.x, direction.x, viewport.imageSize.width), (center.y, direction.y, viewport.imageSize.height)] {
            if delta == 0 {
                guard origin >= 0, origin <= size else { return nil }
                continue
            }
            let (one, other) = (-origin / delta, (size - origin) / delta)
            low = max(low, min(one, other))
            high = min(high, max(one, other))
        }
        guard low < high else { return nil }
        self.plane = plane
        start = center + direction * low
        end = center + direction * high
        // A parameter step's length on screen: the handles sit a fixed distance in points from the centre.
        let stepOnScreen = viewport.viewPoint(ofImagePoint: center + direction).distance(to: viewport.viewPoint(ofImagePoint: center))
        guard stepOnScreen > 0 else {
            handles = []
            return
        }
        let reach = Self.handleReach * min(viewport.viewSize.width, viewport.viewSize.height) / stepOnScreen
        handles = [min(reach, high), max(-reach, low)].map { center + direction * $0 }
    }
}
