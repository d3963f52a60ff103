/// What dragging over an image with the primary button does: adjusting the window, or one of the
/// annotation tools (`AnnotationToolEntry.all`); the other buttons keep theirs (the secondary adjusts the
/// window, the middle pans).
public struct ViewerTool: RawRepresentable, Sendable, Hashable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Dragging adjusts the window; a click selects an annotation.
    public static let windowLevel = ViewerTool(rawValue: "window")

    /// Its name in the viewer's overlay and help: "Window", "Length", "Probe".
    public var title: String { rawValue.capitalized }

    /// What it does with the pointer; nil for the window tool.
    var annotationTool: (any AnnotationTool)? {
        AnnotationToolEntry.all.first { $0.tool == self }?.behaviour
    }
}
