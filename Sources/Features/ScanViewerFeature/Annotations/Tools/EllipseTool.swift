/// Draws an `EllipseAnnotation`: a drag from one corner of its box to the opposite one, kept when it has an
/// area. Needs the image's pixel spacing (its area is in mm²).
struct EllipseTool: AnnotationTool {
    func dragged(from start: Point2D, to point: Point2D, draft: (any Annotation)?, on place: AnnotationPlace) -> AnnotationToolStep {
        guard place.pixelSpacing != nil else { return .nothing }
        var ellipse = EllipseAnnotation(place: place, corner: start, opposite: point)
        ellipse.measurement = (draft as? EllipseAnnotation)?.measurement
        return .draft(ellipse)
    }

    func released(_ draft: any Annotation) -> AnnotationToolStep {
        guard let ellipse = draft as? EllipseAnnotation, ellipse.radii.x > 0, ellipse.radii.y > 0 else { return .nothing }
        return .done(ellipse)
    }
}

extension ViewerTool {
    /// Dragging draws an elliptical region.
    public static let ellipse = ViewerTool(rawValue: "ellipse")
}
