import TomoAnnotations
import TomoVolume

/// A rectangular region of one image, its sides along the image's rows and columns, with the HU figures
/// of the pixels whose centres lie inside it (edges included).
public struct RectangleAnnotation: BoxRegionAnnotation {
    /// Its kind in the annotation document and reports.
    public static let kind = AnnotationKind.rectangle
    public var id = 0
    public var place: AnnotationPlace
    /// Two opposite corners, in image pixels from the top left corner.
    public var corner: Point2D
    public var opposite: Point2D
    public var measurement: RegionMeasurement?

    public init(place: AnnotationPlace, corner: Point2D, opposite: Point2D) {
        self.place = place
        self.corner = corner
        self.opposite = opposite
    }

    public var kindTitle: String { "Rectangle" }
    public var hasArea: Bool { corner.x != opposite.x && corner.y != opposite.y }
    public var outline: [Double] { [corner.x, corner.y, opposite.x, opposite.y] }
    public var region: any SectionRegion {
        RectangleRegion(corner: (corner.x - 0.5, corner.y - 0.5), opposite: (opposite.x - 0.5, opposite.y - 0.5))
    }

    /// Its four corners, clockwise from `corner` as drawn.
    public var handles: [Point2D] { [corner, Point2D(opposite.x, corner.y), opposite, Point2D(corner.x, opposite.y)] }
    public var shapes: [AnnotationShape] { [.path(handles, closed: true)] }

    /// The corner dragged moves, its neighbours follow along their sides, the opposite one stays.
    public func moving(handle index: Int, to point: Point2D) -> RectangleAnnotation {
        var moved = self
        switch index {
        case 0: moved.corner = point
        case 1: (moved.opposite.x, moved.corner.y) = (point.x, point.y)
        case 2: moved.opposite = point
        default: (moved.corner.x, moved.opposite.y) = (point.x, point.y)
        }
        return moved
    }

    /// How far image point `point` is from its outline.
    public func distance(to point: Point2D) -> Double {
        point.distance(toPath: handles, closed: true)
    }
}

extension RectangleAnnotation {
    public var figure: AnnotationFigure? { AnnotationFigure(kind: Self.kind, points: [corner, opposite], values: values) }

    public init?(figure: AnnotationFigure, place: AnnotationPlace) {
        guard figure.kind == Self.kind, figure.points.count == 2 else { return nil }
        self.init(place: place, corner: figure.points[0], opposite: figure.points[1])
    }
}
