/// Draws an `AngleAnnotation`: a drag draws the first arm, from its end to the vertex, and stays a draft;
/// a click then places the second arm's end. A first arm with no length is dropped; a click on the vertex
/// waits for another.
struct AngleTool: AnnotationTool {
    func dragged(from start: Point2D, to point: Point2D, draft: (any Annotation)?, on place: AnnotationPlace) -> AnnotationToolStep {
        .draft(AngleAnnotation(place: place, first: start, vertex: point))
    }

    func released(_ draft: any Annotation) -> AnnotationToolStep {
        guard let angle = draft as? AngleAnnotation, angle.first != angle.vertex else { return .nothing }
        return .draft(angle)
    }

    func clicked(
        at point: Point2D, draft: (any Annotation)?, on place: AnnotationPlace, image: AnnotatedImage
    ) async -> AnnotationToolStep? {
        guard var angle = draft as? AngleAnnotation, angle.second == nil, angle.place == place else { return nil }
        guard point != angle.vertex else { return .draft(angle) }
        angle.second = point
        return .done(angle)
    }
}

extension ViewerTool {
    /// Dragging draws an angle's first arm, a click its second.
    public static let angle = ViewerTool(rawValue: "angle")
}
