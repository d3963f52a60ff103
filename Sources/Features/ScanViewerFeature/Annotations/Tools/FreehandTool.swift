/// Draws a `FreehandAnnotation`: the drag's path, a point each time the pointer has gone half an image
/// pixel on, closed back to its start on release and kept when it encloses an area. Needs the image's
/// pixel spacing (its area is in mm²).
struct FreehandTool: AnnotationTool {
    /// How far, in image pixels, the pointer goes before the outline takes another point.
    static let step = 0.5

    func dragged(from start: Point2D, to point: Point2D, draft: (any Annotation)?, on place: AnnotationPlace) -> AnnotationToolStep {
        guard place.pixelSpacing != nil else { return .nothing }
        guard var outline = draft as? FreehandAnnotation, outline.place == place, outline.points.first == start else {
            return .draft(FreehandAnnotation(place: place, points: [start, point]))
        }
        if let last = outline.points.last, last.distance(to: point) >= Self.step { outline.points.append(point) }
        return .draft(outline)
    }

    func released(_ draft: any Annotation) -> AnnotationToolStep {
        guard let outline = draft as? FreehandAnnotation, outline.points.count >= 3, outline.doubledArea > 0 else { return .nothing }
        return .done(outline)
    }
}

extension ViewerTool {
    /// Dragging outlines a region by hand.
    public static let freehand = ViewerTool(rawValue: "freehand")
}
