import CGtk

/// A button with an icon that opens a popover of its own widgets (a menu of buttons).
@MainActor
public final class MenuButton: Widget {
    private var button: OpaquePointer { tomo_menu_button(pointer) }
    private let popover: UnsafeMutablePointer<GtkPopover>

    /// A menu button showing the themed icon `iconName` (e.g. `open-menu-symbolic`), opening a popover
    /// that holds `content`.
    public init(iconName: String, content: Widget) {
        popover = tomo_popover(gtk_popover_new())!
        super.init(adopting: UnsafeMutableRawPointer(gtk_menu_button_new()))
        gtk_menu_button_set_icon_name(button, iconName)
        gtk_popover_set_child(popover, content.widget)
        gtk_menu_button_set_popover(button, tomo_widget(popover))
    }

    /// Closes the popover (after one of its buttons did its work).
    public func closeMenu() {
        gtk_popover_popdown(popover)
    }
}
