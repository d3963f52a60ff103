import CGtk

/// Scrolls one child that is larger than its space (a scrollable child such as `GridView` scrolls
/// itself through the window's adjustments).
@MainActor
public final class ScrolledWindow: Widget {
    private var scrolled: OpaquePointer { tomo_scrolled_window(pointer) }

    /// A scrolled window around `child`, scrolling vertically only.
    public init(child: Widget) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_scrolled_window_new()))
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scrolled, child.widget)
    }

    /// The horizontal scroll position and range: its page size is the width the child gets.
    public var horizontalAdjustment: Adjustment {
        Adjustment(wrapping: gtk_scrolled_window_get_hadjustment(scrolled))
    }

    /// The vertical scroll position and range.
    public var verticalAdjustment: Adjustment {
        Adjustment(wrapping: gtk_scrolled_window_get_vadjustment(scrolled))
    }
}
