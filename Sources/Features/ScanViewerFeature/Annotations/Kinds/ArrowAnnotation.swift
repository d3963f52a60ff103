import TomoAnnotations
/// An arrow pointing at something on one image, with the reader's text at its tail.
public struct ArrowAnnotation: Annotation {
    /// Its kind in the annotation document and reports.
    public static let kind = AnnotationKind.arrow
    public var id = 0
    public var place: AnnotationPlace
    /// What it points at, and where its tail (and its text) is, in image pixels from the top left corner.
    public var tip: Point2D
    public var tail: Point2D
    /// The reader's text; empty until typed.
    public var note: String?

    public init(place: AnnotationPlace, tip: Point2D, tail: Point2D, note: String = "") {
        self.place = place
        self.tip = tip
        self.tail = tail
        self.note = note
    }

    public var handles: [Point2D] { [tip, tail] }
    public var shapes: [AnnotationShape] { [.arrow(tail: tail, head: tip)] }
    /// Its text, or an arrow when it has none.
    public var text: String { note.flatMap { $0.isEmpty ? nil : $0 } ?? "→" }
    public var values: [AnnotationValue] { [] }
    public var style: AnnotationStyle { .measurement }
    /// Its text sits beside its tail.
    public var labelAnchors: [Point2D] { [tail] }

    public func distance(to point: Point2D) -> Double {
        point.distance(toSegmentFrom: tail, to: tip)
    }

    public func moving(handle index: Int, to point: Point2D) -> ArrowAnnotation {
        var moved = self
        if index == 0 { moved.tip = point } else { moved.tail = point }
        return moved
    }
}

extension ArrowAnnotation {
    public var figure: AnnotationFigure? { AnnotationFigure(kind: Self.kind, points: [tail, tip], label: note ?? "") }

    public init?(figure: AnnotationFigure, place: AnnotationPlace) {
        guard figure.kind == Self.kind, figure.points.count == 2 else { return nil }
        self.init(place: place, tip: figure.points[1], tail: figure.points[0], note: figure.label ?? "")
    }
}
