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

    /// The most height the window asks for its child before it scrolls; with `propagatesNaturalHeight`, less
    /// for a shorter child.
    public var maximumContentHeight: Int {
        get { Int(gtk_scrolled_window_get_max_content_height(scrolled)) }
        set { gtk_scrolled_window_set_max_content_height(scrolled, Int32(newValue)) }
    }

    /// Whether the window asks for its child's natural height (up to `maximumContentHeight`) rather than none.
    public var propagatesNaturalHeight: Bool {
        get { gtk_scrolled_window_get_propagate_natural_height(scrolled) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_height(scrolled, newValue ? 1 : 0) }
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
