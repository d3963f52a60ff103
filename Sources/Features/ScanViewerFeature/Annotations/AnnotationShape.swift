/// A shape an annotation draws, in image pixels; front ends draw each in the annotation's colour. A kind
/// that needs another shape adds it here and its drawing in each front end.
public enum AnnotationShape: Sendable, Hashable {
    /// A straight line.
    case line(Point2D, Point2D)
    /// A cross marking a point, the same size at any zoom.
    case marker(Point2D)
    /// Straight lines through the points in order, back to the first when `closed` (a rectangle, a freehand
    /// outline, an angle's two arms).
    case path([Point2D], closed: Bool)
    /// An ellipse whose axes run along the image's rows and columns.
    case ellipse(center: Point2D, radii: Point2D)
    /// An arrow pointing at `head`, its barbs the same size at any zoom.
    case arrow(tail: Point2D, head: Point2D)

    /// The points that place it (an ellipse's: the ends of its axes).
    public var points: [Point2D] {
        switch self {
        case .line(let start, let end): [start, end]
        case .marker(let point): [point]
        case .path(let points, _): points
        case .ellipse(let center, let radii):
            [center - Point2D(radii.x, 0), center + Point2D(radii.x, 0), center - Point2D(0, radii.y), center + Point2D(0, radii.y)]
        case .arrow(let tail, let head): [tail, head]
        }
    }
}
