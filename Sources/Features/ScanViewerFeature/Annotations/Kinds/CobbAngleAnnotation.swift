import TomoAnnotations
import TomoCore

/// A Cobb angle: the angle between two lines (the end plates of a curve's end vertebrae), 0° to 90°,
/// measured in millimetres.
public struct CobbAngleAnnotation: Annotation {
    /// Its kind in the annotation document and reports.
    public static let kind = AnnotationKind.cobbAngle
    public var id = 0
    public var place: AnnotationPlace
    /// The two lines, in image pixels from the top left corner; the second is nil while the first is
    /// being drawn.
    public var first: Line
    public var second: Line?

    /// A line between two image points.
    public struct Line: Sendable, Hashable {
        public var start: Point2D
        public var end: Point2D

        public init(_ start: Point2D, _ end: Point2D) {
            self.start = start
            self.end = end
        }
    }

    public init(place: AnnotationPlace, first: Line, second: Line? = nil) {
        self.place = place
        self.first = first
        self.second = second
    }

    /// The angle between the lines in degrees (the lines', not the directions they were drawn in: 0…90);
    /// nil until the second is drawn, or when a line has no length.
    public var degrees: Double? {
        guard let second,
              let between = AngleAnnotation.degrees(
                between: first.end - first.start, and: second.end - second.start, spacing: place.pixelSpacing)
        else { return nil }
        return min(between, 180 - between)
    }

    private var lines: [Line] { [first] + (second.map { [$0] } ?? []) }

    public var handles: [Point2D] { lines.flatMap { [$0.start, $0.end] } }
    public var shapes: [AnnotationShape] { lines.map { .line($0.start, $0.end) } }
    public var text: String {
        guard second != nil else { return "Cobb: drag the second line" }
        return degrees.map { "Cobb \(AngleAnnotation.text($0))" } ?? "Cobb: a line has no length"
    }
    public var values: [AnnotationValue] { degrees.map { [AnnotationValue(name: "Cobb angle", value: $0, unit: "deg")] } ?? [] }
    public var style: AnnotationStyle { .measurement }

    public func moving(handle index: Int, to point: Point2D) -> CobbAngleAnnotation {
        var moved = self
        switch index {
        case 0: moved.first.start = point
        case 1: moved.first.end = point
        case 2: moved.second?.start = point
        default: moved.second?.end = point
        }
        return moved
    }

    public func distance(to point: Point2D) -> Double {
        lines.map { point.distance(toSegmentFrom: $0.start, to: $0.end) }.min() ?? .infinity
    }
}

extension CobbAngleAnnotation {
    public var figure: AnnotationFigure? {
        second.map { AnnotationFigure(kind: Self.kind, points: [first.start, first.end, $0.start, $0.end], values: values) }
    }

    public init?(figure: AnnotationFigure, place: AnnotationPlace) {
        guard figure.kind == Self.kind, figure.points.count == 4 else { return nil }
        let points = figure.points
        self.init(place: place, first: Line(points[0], points[1]), second: Line(points[2], points[3]))
    }
}
