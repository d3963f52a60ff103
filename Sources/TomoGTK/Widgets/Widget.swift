import CGtk

/// A GTK widget: what every widget wrapper shares.
@MainActor
public class Widget: GObjectRef {
    var widget: UnsafeMutablePointer<GtkWidget> { tomo_widget(pointer) }

    /// Whether the widget is shown (widgets are visible when made, except windows).
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget reacts to input.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget is on screen: shown, inside a shown window that the display has mapped.
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// The widget's allocated size in pixels (zero before it is first laid out).
    public var size: (width: Int, height: Int) {
        (Int(gtk_widget_get_width(widget)), Int(gtk_widget_get_height(widget)))
    }

    /// Whether the widget takes spare width in its parent.
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget takes spare height in its parent.
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    /// Where the widget sits across its allocation's width when it is narrower.
    public var horizontalAlignment: Alignment {
        get { Alignment(gtk_widget_get_halign(widget)) }
        set { gtk_widget_set_halign(widget, newValue.gtkAlign) }
    }

    /// Where the widget sits across its allocation's height when it is shorter.
    public var verticalAlignment: Alignment {
        get { Alignment(gtk_widget_get_valign(widget)) }
        set { gtk_widget_set_valign(widget, newValue.gtkAlign) }
    }

    /// The ratio of device pixels to the widget's units (2 on a HiDPI screen): thumbnails are made at
    /// their size in points times this.
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }

    /// Sets the space around the widget, in pixels, on every side.
    public func setMargins(_ margin: Int) {
        let value = Int32(clamping: margin)
        gtk_widget_set_margin_top(widget, value)
        gtk_widget_set_margin_bottom(widget, value)
        gtk_widget_set_margin_start(widget, value)
        gtk_widget_set_margin_end(widget, value)
    }

    /// Sets the smallest size the widget may get; `nil` leaves that dimension to the widget's content.
    /// On a window, this is the window's minimum size.
    public func setMinimumSize(width: Int?, height: Int?) {
        gtk_widget_set_size_request(widget, Int32(clamping: width ?? -1), Int32(clamping: height ?? -1))
    }

    /// The text shown when the pointer rests on the widget; nil for none.
    public var tooltipText: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// Removes a CSS class added with `addCSSClass`.
    public func removeCSSClass(_ name: String) {
        gtk_widget_remove_css_class(widget, name)
    }

    /// Adds a CSS class, for selectors in a `StyleSheet` (`.name`).
    public func addCSSClass(_ name: String) {
        gtk_widget_add_css_class(widget, name)
    }

    /// Whether the widget has CSS class `name`.
    public func hasCSSClass(_ name: String) -> Bool {
        gtk_widget_has_css_class(widget, name) != 0
    }

    /// Asks GTK to paint the widget again at the next frame.
    public func queueDraw() {
        gtk_widget_queue_draw(widget)
    }

    /// The window the widget is in; nil while it is in none.
    public var rootWindow: Window? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        let object = UnsafeMutableRawPointer(root)
        return tomo_is_window(object) != 0 ? Window(retaining: object) : nil
    }

    /// Whether the widget itself can take the keyboard focus (Tab stops at it); a plain drawing area
    /// cannot until told so.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget is its window's focus widget: the one keys go to while the window is active.
    public var isFocus: Bool {
        gtk_widget_is_focus(widget) != 0
    }

    /// Whether the keyboard focus of the widget's window is the widget or inside it (a text field's focus is
    /// on the text inside the entry).
    public var containsFocus: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Gives the widget the keyboard focus; false if it cannot take it.
    @discardableResult
    public func grabFocus() -> Bool {
        gtk_widget_grab_focus(widget) != 0
    }
}
