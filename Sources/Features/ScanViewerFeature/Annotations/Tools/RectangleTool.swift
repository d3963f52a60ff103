/// Draws a `RectangleAnnotation`: a drag from one corner to the opposite one, kept when it has an area.
/// Needs the image's pixel spacing (its area is in mm²).
struct RectangleTool: AnnotationTool {
    func dragged(from start: Point2D, to point: Point2D, draft: (any Annotation)?, on place: AnnotationPlace) -> AnnotationToolStep {
        guard place.pixelSpacing != nil else { return .nothing }
        var rectangle = RectangleAnnotation(place: place, corner: start, opposite: point)
        rectangle.measurement = (draft as? RectangleAnnotation)?.measurement
        return .draft(rectangle)
    }

    func released(_ draft: any Annotation) -> AnnotationToolStep {
        guard let rectangle = draft as? RectangleAnnotation, rectangle.corner.x != rectangle.opposite.x,
              rectangle.corner.y != rectangle.opposite.y
        else { return .nothing }
        return .done(rectangle)
    }
}

extension ViewerTool {
    /// Dragging draws a rectangular region.
    public static let rectangle = ViewerTool(rawValue: "rectangle")
}
