import CGtk

/// A top-level window.
///
/// GTK keeps a window alive, wrapper or not, until `destroy()`; the wrapper keeps its own reference, so
/// the object is freed when both are gone.
@MainActor
public class Window: Widget {
    var window: UnsafeMutablePointer<GtkWindow> { tomo_window(pointer) }

    /// A new window, not yet shown (see `present()`).
    public convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(gtk_window_new()))
    }

    /// The title in the window's title bar.
    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    /// Sets the size the window opens with (its minimum is `setMinimumSize`).
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(window, Int32(clamping: width), Int32(clamping: height))
    }

    /// The size the window opens with, which GTK keeps as the window's size while it is resized (not
    /// while it is maximized): what to remember for the next run. Zero where none was set.
    public var defaultSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        return (Int(width), Int(height))
    }

    /// Sets the window's content, replacing any.
    public func setChild(_ child: Widget?) {
        gtk_window_set_child(window, child?.widget)
    }

    /// Replaces the window's title bar with `bar` (a `HeaderBar`, say); nil for the system's.
    public func setTitlebar(_ bar: Widget?) {
        gtk_window_set_titlebar(window, bar?.widget)
    }

    /// Whether the keyboard focus is in a text field, which wants every key typed.
    public var isEditingText: Bool {
        tomo_window_focus_is_editable(window) != 0
    }

    /// Shows the window and raises it.
    public func present() {
        gtk_window_present(window)
    }

    /// Asks the window to close, as its close button does (`onCloseRequest` may hold it open).
    public func close() {
        gtk_window_close(window)
    }

    /// Calls `body` when the window is asked to close (its close button, `close()`, the `window.close`
    /// action); `body` returns true to keep it open.
    public func onCloseRequest(_ body: @escaping @MainActor () -> Bool) {
        tomo_connect_close_request(
            pointer,
            { _, data in MainActor.assumeIsolated { ClosureBox<@MainActor () -> Bool>.from(data).body() } ? 1 : 0 },
            ClosureBox(body).retainedPointer(), releaseClosureBox)
    }

    /// Closes the window for good and releases its widgets (and the closures connected to them) once
    /// no wrapper holds them any more.
    public func destroy() {
        gtk_window_destroy(window)
    }
}
