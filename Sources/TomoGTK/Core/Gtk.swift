import CGtk

/// GTK itself.
@MainActor
public enum Gtk {
    /// Initializes GTK for this process, on the thread that will run its main loop; does nothing once done.
    ///
    /// `Application.run()` initializes GTK itself; call this only to use widgets without an application
    /// (tests, tools). Check `Display.availability()` first: GTK cannot be initialized twice, and a failed
    /// attempt leaves it unusable for the rest of the process.
    public static func initialize() throws(GtkError) {
        guard gtk_init_check() != 0, gdk_display_get_default() != nil else {
            throw .noDisplay(Display.unavailableReason(name: nil))
        }
    }
}
