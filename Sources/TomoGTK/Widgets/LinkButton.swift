import CGtk

/// A button that looks like a hyperlink and opens its URI in the user's browser.
@MainActor
public final class LinkButton: Widget {
    /// A link to `uri`, shown as `label`.
    public init(uri: String, label: String) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_link_button_new_with_label(uri, label)))
    }

    /// Where the link goes.
    public var uri: String {
        get { gtk_link_button_get_uri(tomo_link_button(pointer)).map { String(cString: $0) } ?? "" }
        set { gtk_link_button_set_uri(tomo_link_button(pointer), newValue) }
    }

    /// The text shown.
    public var label: String {
        get { gtk_button_get_label(tomo_button(pointer)).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(tomo_button(pointer), newValue) }
    }
}
