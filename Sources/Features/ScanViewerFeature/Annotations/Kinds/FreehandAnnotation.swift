import TomoAnnotations
import TomoVolume

/// A region of one image outlined by hand: a closed polygon through the points the pointer passed, with
/// the HU figures of the pixels whose centres lie inside it by the even–odd rule.
public struct FreehandAnnotation: RegionAnnotation {
    /// Its kind in the annotation document and reports.
    public static let kind = AnnotationKind.polygon
    public var id = 0
    public var place: AnnotationPlace
    /// The outline's points in order, in image pixels from the top left corner; the last joins the first.
    public var points: [Point2D]
    public var measurement: RegionMeasurement?

    public init(place: AnnotationPlace, points: [Point2D]) {
        self.place = place
        self.points = points
    }

    public var kindTitle: String { "Freehand" }
    public var outline: [Double] { points.flatMap { [$0.x, $0.y] } }
    public var region: any SectionRegion {
        PolygonRegion(points: points.map { (x: $0.x - 0.5, y: $0.y - 0.5) })
    }

    /// Twice its area in square pixels, by the shoelace formula (0 for an outline with no area).
    public var doubledArea: Double {
        guard let last = points.last else { return 0 }
        return abs(zip([last] + points.dropLast(), points).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y })
    }

    /// One, at the mean of its points, that moves the whole outline (it has too many points to grab one by one).
    public var handles: [Point2D] {
        guard !points.isEmpty else { return [] }
        let sum = points.reduce(Point2D(0, 0), +)
        return [sum * (1 / Double(points.count))]
    }
    public var shapes: [AnnotationShape] { [.path(points, closed: true)] }
    /// Beside its outline, not its handle in the middle.
    public var labelAnchors: [Point2D] { points }

    /// It moved so that its handle lies at image point `point`.
    public func moving(handle index: Int, to point: Point2D) -> FreehandAnnotation {
        guard let handle = handles.first else { return self }
        var moved = self
        moved.points = points.map { $0 + (point - handle) }
        return moved
    }

    /// How far image point `point` is from its outline.
    public func distance(to point: Point2D) -> Double {
        point.distance(toPath: points, closed: true)
    }
}

extension FreehandAnnotation {
    public var figure: AnnotationFigure? { AnnotationFigure(kind: Self.kind, points: points, values: values) }

    public init?(figure: AnnotationFigure, place: AnnotationPlace) {
        guard figure.kind == Self.kind, figure.points.count >= 3 else { return nil }
        self.init(place: place, points: figure.points)
    }
}
