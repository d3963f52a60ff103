/// A region drawn by dragging its box from one corner to the opposite one (an ellipse inscribed in it, a
/// rectangle that is it).
public protocol BoxRegionAnnotation: RegionAnnotation {
    /// The region whose box has opposite corners `corner` and `opposite` (image pixels, either order).
    init(place: AnnotationPlace, corner: Point2D, opposite: Point2D)
    /// Whether it encloses any area (a box of zero width or height does not).
    var hasArea: Bool { get }
}

/// Draws a `BoxRegionAnnotation` of kind `Kind`: a drag from one corner of its box to the opposite one,
/// kept when it has an area. The draft keeps the figures measured for its last outline until the new ones
/// arrive. Needs the image's pixel spacing (the area is in mm²).
struct BoxRegionTool<Kind: BoxRegionAnnotation>: AnnotationTool {
    func dragged(from start: Point2D, to point: Point2D, draft: (any Annotation)?, on place: AnnotationPlace) -> AnnotationToolStep {
        guard place.pixelSpacing != nil else { return .nothing }
        var region = Kind(place: place, corner: start, opposite: point)
        region.measurement = (draft as? Kind)?.measurement
        return .draft(region)
    }

    func released(_ draft: any Annotation) -> AnnotationToolStep {
        guard let region = draft as? Kind, region.hasArea else { return .nothing }
        return .done(region)
    }
}

extension ViewerTool {
    /// Dragging draws an elliptical region.
    public static let ellipse = ViewerTool(rawValue: "ellipse")
    /// Dragging draws a rectangular region.
    public static let rectangle = ViewerTool(rawValue: "rectangle")
}
