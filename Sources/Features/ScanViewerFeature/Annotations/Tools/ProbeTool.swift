/// Pins the probe's reading: a click on a pixel with HU pins what the probe reads at its centre; a drag
/// moves the probe (the overlay's reading follows).
struct ProbeTool: AnnotationTool {
    func dragged(from start: Point2D, to point: Point2D, draft: (any Annotation)?, on place: AnnotationPlace) -> AnnotationToolStep {
        .nothing
    }

    func clicked(
        at point: Point2D, draft: (any Annotation)?, on place: AnnotationPlace, image: AnnotatedImage
    ) async -> AnnotationToolStep? {
        let column = Int(point.x.rounded(.down)), row = Int(point.y.rounded(.down))
        guard column >= 0, row >= 0, Double(column) < image.size.width, Double(row) < image.size.height,
              let reading = await image.probe(column, row)
        else { return .nothing }
        let centre = Point2D(Double(column) + 0.5, Double(row) + 0.5)
        return .done(ProbeAnnotation(place: place, point: centre, reading: reading))
    }
}

extension ViewerTool {
    /// A click pins the probe's reading there.
    public static let probe = ViewerTool(rawValue: "probe")
}
