import TomoAnnotations

/// What the annotation document keeps of an annotation, in its image's points (pixels from the image's top
/// left corner, a pixel's centre at + 0.5): its kind, points, text and what it measured. Each kind says what
/// its figure is and is made again from one (`Annotation.figure`, `Annotation.init(figure:place:)`).
public struct AnnotationFigure: Sendable, Hashable {
    public var kind: AnnotationKind
    /// Its points, in the order the kind's record lists them.
    public var points: [Point2D]
    /// The reader's text.
    public var label: String?
    /// What it measures.
    public var values: [AnnotationValue]

    public init(
        kind: AnnotationKind, points: [Point2D] = [], label: String? = nil, values: [AnnotationValue] = []
    ) {
        self.kind = kind
        self.points = points
        self.label = label
        self.values = values
    }
}
