/// Draws a `CobbAngleAnnotation`: a drag draws the first line and stays a draft, a second drag draws the
/// second line. A line with no length is dropped.
struct CobbAngleTool: AnnotationTool {
    func dragged(from start: Point2D, to point: Point2D, draft: (any Annotation)?, on place: AnnotationPlace) -> AnnotationToolStep {
        let line = CobbAngleAnnotation.Line(start, point)
        guard var cobb = draft as? CobbAngleAnnotation, cobb.place == place, cobb.second != nil || cobb.first.start != start else {
            return .draft(CobbAngleAnnotation(place: place, first: line))
        }
        cobb.second = line
        return .draft(cobb)
    }

    func released(_ draft: any Annotation) -> AnnotationToolStep {
        guard let cobb = draft as? CobbAngleAnnotation else { return .nothing }
        guard let second = cobb.second else { return cobb.first.start == cobb.first.end ? .nothing : .draft(cobb) }
        return second.start == second.end ? .draft(CobbAngleAnnotation(place: cobb.place, first: cobb.first)) : .done(cobb)
    }
}

extension ViewerTool {
    /// Dragging draws a Cobb angle's first line, a second drag its second.
    public static let cobbAngle = ViewerTool(rawValue: "cobb")
}
