import CGtk

/// The direction a box lays out its children, or a slider runs.
public enum Orientation: Sendable, Hashable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    var gtkOrientation: GtkOrientation {
        switch self {
        case .horizontal: GTK_ORIENTATION_HORIZONTAL
        case .vertical: GTK_ORIENTATION_VERTICAL
        }
    }
}
