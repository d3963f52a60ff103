import CGtk

/// How a widget sits in space larger than it needs.
public enum Alignment: Sendable, Hashable {
    /// Stretches over the whole space.
    case fill
    /// At the start (left, or right in right-to-left text; top).
    case start
    /// At the end.
    case end
    /// In the middle.
    case center

    init(_ align: GtkAlign) {
        switch align {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        default: self = .fill
        }
    }

    var gtkAlign: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}
