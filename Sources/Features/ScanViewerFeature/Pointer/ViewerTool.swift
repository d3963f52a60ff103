/// What dragging over an image with the primary button does (the other buttons keep theirs: the secondary
/// adjusts the window, the middle pans).
public enum ViewerTool: String, Sendable, Hashable, CaseIterable {
    /// Dragging adjusts the window; a click selects a measurement.
    case window
    /// Dragging draws a length.
    case length
    /// A click pins the probe's reading there.
    case probe

    /// Its name in the viewer's overlay and help: "Window", "Length", "Probe".
    public var title: String { rawValue.capitalized }
}
