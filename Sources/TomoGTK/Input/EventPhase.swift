import CGtk

/// When a widget's event controller sees an event relative to the widgets inside it.
public enum EventPhase: Sendable, Hashable {
    /// Before the focused widget inside (a window's shortcuts that must win over a focused slider).
    case capture
    /// After the widgets inside, if none of them handled it.
    case bubble

    var gtkPhase: GtkPropagationPhase {
        switch self {
        case .capture: GTK_PHASE_CAPTURE
        case .bubble: GTK_PHASE_BUBBLE
        }
    }
}
