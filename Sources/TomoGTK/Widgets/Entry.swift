import CGtk

/// A one-line text field; a secret one shows dots instead of its text (a password).
@MainActor
public final class Entry: Widget {
    /// An empty field with `placeholder` shown while it is empty.
    public init(placeholder: String = "", isSecret: Bool = false) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_entry_new()))
        gtk_entry_set_placeholder_text(tomo_entry(pointer), placeholder)
        if isSecret {
            gtk_entry_set_visibility(tomo_entry(pointer), 0)
            gtk_entry_set_input_purpose(tomo_entry(pointer), GTK_INPUT_PURPOSE_PASSWORD)
        }
    }

    /// The text typed.
    public var text: String {
        get { String(cString: gtk_editable_get_text(tomo_editable(pointer))) }
        set { gtk_editable_set_text(tomo_editable(pointer), newValue) }
    }

    /// The text shown while the field is empty.
    public var placeholder: String {
        get { gtk_entry_get_placeholder_text(tomo_entry(pointer)).map { String(cString: $0) } ?? "" }
        set { gtk_entry_set_placeholder_text(tomo_entry(pointer), newValue) }
    }

    /// Calls `body` when Enter is pressed in the field (or it is activated otherwise).
    public func onActivate(_ body: @escaping @MainActor () -> Void) {
        connect("activate") { _ in body() }
    }

    /// Calls `body` after each change of the text.
    public func onChanged(_ body: @escaping @MainActor () -> Void) {
        connect("changed") { _ in body() }
    }

    /// Activates the field, as Enter in it does.
    public func activate() {
        gtk_widget_activate(widget)
    }
}
