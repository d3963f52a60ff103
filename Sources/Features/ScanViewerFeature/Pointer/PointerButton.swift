/// A mouse button pressed over an image.
public enum PointerButton: Sendable, Hashable {
    /// The left button (a touchpad's tap): the current `ViewerTool`.
    case primary
    /// The wheel's button: pans.
    case middle
    /// The right button: adjusts the window whatever the tool.
    case secondary
}
