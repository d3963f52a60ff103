import CGtk

/// A line of text.
@MainActor
public final class Label: Widget {
    /// A label showing `text`.
    public init(_ text: String = "") {
        super.init(adopting: UnsafeMutableRawPointer(gtk_label_new(text)))
    }

    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(tomo_label(pointer))) }
        set { gtk_label_set_text(tomo_label(pointer), newValue) }
    }
}
