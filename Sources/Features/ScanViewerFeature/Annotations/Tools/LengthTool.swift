/// Draws a `LengthAnnotation`: a drag from one end to the other, kept when it is longer than nothing.
/// Needs the image's pixel spacing.
struct LengthTool: AnnotationTool {
    func dragged(from start: Point2D, to point: Point2D, draft: (any Annotation)?, on place: AnnotationPlace) -> AnnotationToolStep {
        guard place.pixelSpacing != nil else { return .nothing }
        return .draft(LengthAnnotation(place: place, start: start, end: point))
    }

    func released(_ draft: any Annotation) -> AnnotationToolStep {
        guard let length = draft as? LengthAnnotation, length.millimetres > 0 else { return .nothing }
        return .done(length)
    }
}

extension ViewerTool {
    /// Dragging draws a length.
    public static let length = ViewerTool(rawValue: "length")
}
