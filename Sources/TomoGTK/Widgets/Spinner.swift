import CGtk

/// An indeterminate busy indicator.
@MainActor
public final class Spinner: Widget {
    /// A spinner, not spinning.
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(gtk_spinner_new()))
    }

    /// Whether it spins.
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(tomo_spinner(pointer)) != 0 }
        set { gtk_spinner_set_spinning(tomo_spinner(pointer), newValue ? 1 : 0) }
    }
}
