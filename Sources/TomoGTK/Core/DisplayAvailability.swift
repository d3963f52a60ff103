/// Whether a display can be opened, and if not, why.
public enum DisplayAvailability: Sendable, Equatable {
    /// GTK can open the display with this name.
    case available(String)
    /// GTK cannot open a display; the reason says what to change.
    case unavailable(String)

    /// Whether a window can be shown.
    public var isAvailable: Bool {
        if case .available = self { true } else { false }
    }
}
