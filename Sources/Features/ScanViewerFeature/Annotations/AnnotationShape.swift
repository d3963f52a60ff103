/// A shape an annotation draws, in image pixels; front ends draw each in the annotation's colour. A kind
/// that needs another shape (an angle's polyline, a region's ellipse) adds it here and its drawing in each
/// front end.
public enum AnnotationShape: Sendable, Hashable {
    /// A straight line.
    case line(Point2D, Point2D)
    /// A cross marking a point, the same size at any zoom.
    case marker(Point2D)

    /// The points that place it.
    public var points: [Point2D] {
        switch self {
        case .line(let start, let end): [start, end]
        case .marker(let point): [point]
        }
    }
}
