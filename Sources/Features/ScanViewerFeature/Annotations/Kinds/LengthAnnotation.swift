import TomoAnnotations
import TomoCore

/// A length: a line between two pixel positions of one image, measured in millimetres from that image's
/// pixel spacing.
public struct LengthAnnotation: Annotation {
    /// Its kind in the annotation document and reports.
    public static let kind = AnnotationKind.length
    public var id = 0
    public var place: AnnotationPlace
    /// Its ends, in image pixels from the top left corner.
    public var start: Point2D
    public var end: Point2D

    public init(place: AnnotationPlace, start: Point2D, end: Point2D) {
        self.place = place
        self.start = start
        self.end = end
    }

    /// Its length in millimetres (in pixels where the image's spacing is not known).
    public var millimetres: Double {
        let spacing = place.pixelSpacing ?? PixelSpacing(row: 1, column: 1)
        let across = (end.x - start.x) * spacing.column, down = (end.y - start.y) * spacing.row
        return (across * across + down * down).squareRoot()
    }

    /// Its length as the viewer writes it: `42.3 mm`.
    public var lengthText: String { "\(String((millimetres * 10).rounded() / 10)) mm" }

    public var handles: [Point2D] { [start, end] }
    public var shapes: [AnnotationShape] { [.line(start, end)] }
    public var text: String { lengthText }
    public var values: [AnnotationValue] { [AnnotationValue(name: "Length", value: millimetres, unit: "mm")] }
    public var style: AnnotationStyle { .measurement }

    public func moving(handle index: Int, to point: Point2D) -> LengthAnnotation {
        var moved = self
        if index == 0 { moved.start = point } else { moved.end = point }
        return moved
    }

    /// How far image point `point` is from the line, in pixels (to its nearest end beyond its ends).
    public func distance(to point: Point2D) -> Double {
        point.distance(toSegmentFrom: start, to: end)
    }
}

extension LengthAnnotation {
    public var figure: AnnotationFigure? { AnnotationFigure(kind: Self.kind, points: [start, end], values: values) }

    public init?(figure: AnnotationFigure, place: AnnotationPlace) {
        guard figure.kind == Self.kind, figure.points.count == 2 else { return nil }
        self.init(place: place, start: figure.points[0], end: figure.points[1])
    }
}
