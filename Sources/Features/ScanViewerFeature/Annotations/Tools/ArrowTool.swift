/// Draws an `ArrowAnnotation`: a drag from what it points at to where its text goes, kept when it has a
/// length; the viewer then asks for its text.
struct ArrowTool: AnnotationTool {
    func dragged(from start: Point2D, to point: Point2D, draft: (any Annotation)?, on place: AnnotationPlace) -> AnnotationToolStep {
        .draft(ArrowAnnotation(place: place, tip: start, tail: point))
    }

    func released(_ draft: any Annotation) -> AnnotationToolStep {
        guard let arrow = draft as? ArrowAnnotation, arrow.tip != arrow.tail else { return .nothing }
        return .done(arrow)
    }
}

extension ViewerTool {
    /// Dragging draws an arrow, then its text is typed.
    public static let arrow = ViewerTool(rawValue: "arrow")
}
