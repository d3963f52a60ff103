import CGtk

/// A push button with a text label.
@MainActor
public final class Button: Widget {
    /// A button labelled `label`.
    public init(label: String) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_button_new_with_label(label)))
    }

    /// A button showing `child` (a row of widgets) instead of a text label.
    public init(child: Widget) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_button_new()))
        gtk_button_set_child(tomo_button(pointer), child.widget)
    }

    /// The button's text.
    public var label: String {
        get { gtk_button_get_label(tomo_button(pointer)).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(tomo_button(pointer), newValue) }
    }

    /// Clicks the button (its `clicked` handlers run), as the user would, shown or not (a menu's item).
    public func click() {
        tomo_button_emit_clicked(pointer)
    }

    /// Calls `body` when the button is clicked (by pointer, keyboard or `gtk_widget_activate`).
    public func onClicked(_ body: @escaping @MainActor () -> Void) {
        connect("clicked") { _ in body() }
    }

    /// The widget inside the button (its label), e.g. to check that its text fits.
    public var content: Widget? {
        gtk_button_get_child(tomo_button(pointer)).map { Widget(retaining: UnsafeMutableRawPointer($0)) }
    }
}
