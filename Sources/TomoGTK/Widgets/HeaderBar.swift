import CGtk

/// A window's title bar drawn by GTK, with a widget in its centre (a `StackSwitcher`, say) and the
/// window's buttons at its ends.
@MainActor
public final class HeaderBar: Widget {
    /// A header bar with `titleWidget` in its centre (nil: the window's title).
    public init(titleWidget: Widget? = nil) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_header_bar_new()))
        gtk_header_bar_set_title_widget(tomo_header_bar(pointer), titleWidget?.widget)
    }
}
