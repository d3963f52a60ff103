/// What a front end draws for one annotation in a view: its shapes and handles (image pixels), its label
/// beside the anchor furthest right as shown, in its style's colour, the selected colour, dashed while
/// it is still being drawn, dotted where the view passes through an annotation made on another plane.
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
    /// Made on another image that the view's plane passes through: its shapes are projected onto the view.
    public var isThrough: Bool

    public init(
        shapes: [AnnotationShape], handles: [Point2D], label: String, labelAnchors: [Point2D], style: AnnotationStyle,
        isSelected: Bool, isDraft: Bool, isThrough: Bool = false
    ) {
        self.shapes = shapes
        self.handles = handles
        self.label = label
        self.labelAnchors = labelAnchors
        self.style = style
        self.isSelected = isSelected
        self.isDraft = isDraft
        self.isThrough = isThrough
    }
}
