import TomoAnnotations
import Foundation
import TomoCore

/// An angle: two arms from a vertex, measured in millimetres (so that it is true on an image whose pixels
/// are not square), between 0° and 180°.
public struct AngleAnnotation: Annotation {
    /// Its kind in the annotation document and reports.
    public static let kind = AnnotationKind.angle
    public var id = 0
    public var place: AnnotationPlace
    /// The first arm's end, the vertex, and the second arm's end (nil while it is being drawn), in image
    /// pixels from the top left corner.
    public var first: Point2D
    public var vertex: Point2D
    public var second: Point2D?

    public init(place: AnnotationPlace, first: Point2D, vertex: Point2D, second: Point2D? = nil) {
        self.place = place
        self.first = first
        self.vertex = vertex
        self.second = second
    }

    /// The angle at the vertex in degrees; nil until the second arm is drawn, or when an arm has no length.
    public var degrees: Double? {
        guard let second else { return nil }
        return Self.degrees(between: first - vertex, and: second - vertex, spacing: place.pixelSpacing)
    }

    public var handles: [Point2D] { [first, vertex] + (second.map { [$0] } ?? []) }
    public var shapes: [AnnotationShape] { [.path(handles, closed: false)] }
    public var text: String {
        guard let second else { return "Angle: click the second arm's end" }
        guard let degrees else { return second == vertex || first == vertex ? "Angle: an arm has no length" : "Angle" }
        return Self.text(degrees)
    }
    public var values: [AnnotationValue] { degrees.map { [AnnotationValue(name: "Angle", value: $0, unit: "deg")] } ?? [] }
    public var style: AnnotationStyle { .measurement }

    public func distance(to point: Point2D) -> Double {
        point.distance(toPath: handles, closed: false)
    }

    public func moving(handle index: Int, to point: Point2D) -> AngleAnnotation {
        var moved = self
        switch index {
        case 0: moved.first = point
        case 1: moved.vertex = point
        default: moved.second = point
        }
        return moved
    }

    /// The angle between image vectors `one` and `other` in degrees (0…180), each scaled to millimetres by
    /// `spacing` (pixels when nil); nil when either has no length.
    static func degrees(between one: Point2D, and other: Point2D, spacing: PixelSpacing?) -> Double? {
        let spacing = spacing ?? PixelSpacing(row: 1, column: 1)
        let a = Point2D(one.x * spacing.column, one.y * spacing.row), b = Point2D(other.x * spacing.column, other.y * spacing.row)
        guard a != Point2D(0, 0), b != Point2D(0, 0) else { return nil }
        // atan2 of the cross and dot products: exact near 0° and 180°, where acos of the cosine is not.
        return abs(atan2(a.x * b.y - a.y * b.x, a.x * b.x + a.y * b.y)) * 180 / Double.pi
    }

    /// An angle as the viewer writes it: `42.5°`.
    static func text(_ degrees: Double) -> String {
        "\(RegionMeasurement.decimal(degrees))°"
    }
}

extension AngleAnnotation {
    public var figure: AnnotationFigure? {
        second.map { AnnotationFigure(kind: Self.kind, points: [first, vertex, $0], values: values) }
    }

    public init?(figure: AnnotationFigure, place: AnnotationPlace) {
        guard figure.kind == Self.kind, figure.points.count == 3 else { return nil }
        self.init(place: place, first: figure.points[0], vertex: figure.points[1], second: figure.points[2])
    }
}
