import TomoSeries

/// Turns the primary button's input over an image into an annotation, as Cornerstone3D's annotation tools
/// do: a drag shapes a draft, its release keeps it (or leaves it a draft that more input finishes, as an
/// angle's third point), a click may make one at once. Points are image pixels of the view's image.
public protocol AnnotationTool: Sendable {
    /// The pointer, its button down since `start`, is at `point`: the draft to show, given the one
    /// unfinished so far (nil for none); `.nothing` leaves the drag to move the probe.
    func dragged(from start: Point2D, to point: Point2D, draft: (any Annotation)?, on place: AnnotationPlace) -> AnnotationToolStep
    /// The drag that made `draft` ended.
    func released(_ draft: any Annotation) -> AnnotationToolStep
    /// A click (no drag) at `point`, reading the image through `image`; nil when the click is not the
    /// tool's (it then selects the annotation under it, or moves the crosshair).
    func clicked(at point: Point2D, draft: (any Annotation)?, on place: AnnotationPlace, image: AnnotatedImage) async -> AnnotationToolStep?
}

extension AnnotationTool {
    public func released(_ draft: any Annotation) -> AnnotationToolStep { .done(draft) }

    public func clicked(
        at point: Point2D, draft: (any Annotation)?, on place: AnnotationPlace, image: AnnotatedImage
    ) async -> AnnotationToolStep? {
        nil
    }
}

/// What an annotation tool's input came to.
public enum AnnotationToolStep: Sendable {
    /// Nothing to show or keep.
    case nothing
    /// An annotation still being drawn: shown dashed, not kept.
    case draft(any Annotation)
    /// An annotation to keep.
    case done(any Annotation)
}

/// The image a tool works on: its size in pixels and its values, which tools read through the volume or
/// the series (never a displayed bitmap). Region figures are not read here: the viewer measures regions
/// itself, again whenever their outline, the view's slab or the slices arrived change (`RegionAnnotation`).
public struct AnnotatedImage: Sendable {
    /// Its width and height in pixels.
    public var size: Size2D
    /// The probe's reading at a pixel (column, row); nil outside the image or where there is no HU.
    public var probe: @Sendable (_ column: Int, _ row: Int) async -> ProbeReading?

    public init(size: Size2D, probe: @escaping @Sendable (_ column: Int, _ row: Int) async -> ProbeReading?) {
        self.size = size
        self.probe = probe
    }
}
