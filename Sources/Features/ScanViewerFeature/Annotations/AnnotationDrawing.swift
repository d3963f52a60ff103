/// What a front end draws for one annotation in a view: its shapes and handles (image pixels), its label
/// beside the anchor furthest right as shown, in its style's colour, the selected colour, or dashed while
/// it is still being drawn.
public struct AnnotationDrawing: Sendable, Hashable {
    public var shapes: [AnnotationShape]
    public var handles: [Point2D]
    public var label: String
    /// The points the label may sit beside; the front end picks the one furthest right on screen.
    public var labelAnchors: [Point2D]
    public var style: AnnotationStyle
    public var isSelected: Bool
    /// Being drawn: not kept yet.
    public var isDraft: Bool

    public init(
        shapes: [AnnotationShape], handles: [Point2D], label: String, labelAnchors: [Point2D], style: AnnotationStyle,
        isSelected: Bool, isDraft: Bool
    ) {
        self.shapes = shapes
        self.handles = handles
        self.label = label
        self.labelAnchors = labelAnchors
        self.style = style
        self.isSelected = isSelected
        self.isDraft = isDraft
    }
}
