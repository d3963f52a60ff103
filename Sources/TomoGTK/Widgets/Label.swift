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

    /// Shows `markup`: Pango markup (`<span foreground="#c83232">●</span> Liver`), text escaped by the caller.
    public func setMarkup(_ markup: String) {
        gtk_label_set_markup(tomo_label(pointer), markup)
    }

    /// `text` with Pango markup's special characters escaped, to put inside markup.
    public static func escapedForMarkup(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Whether lines are centred on each other (otherwise they start at the same edge).
    public var centersLines: Bool {
        get { gtk_label_get_justify(tomo_label(pointer)) == GTK_JUSTIFY_CENTER }
        set { gtk_label_set_justify(tomo_label(pointer), newValue ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT) }
    }

    /// Whether long text wraps to the width the label gets: at word boundaries, and inside a word too long
    /// for a line (a file's path), so that no text widens its container past the window.
    public var wraps: Bool {
        get { gtk_label_get_wrap(tomo_label(pointer)) != 0 }
        set {
            gtk_label_set_wrap(tomo_label(pointer), newValue ? 1 : 0)
            gtk_label_set_wrap_mode(tomo_label(pointer), PANGO_WRAP_WORD_CHAR)
        }
    }

    /// The most characters' width the label asks for (a wrapping label then wraps there rather than at its
    /// container's edge); nil: as wide as its text.
    public var maximumWidthInCharacters: Int? {
        get {
            let characters = gtk_label_get_max_width_chars(tomo_label(pointer))
            return characters < 0 ? nil : Int(characters)
        }
        set { gtk_label_set_max_width_chars(tomo_label(pointer), Int32(clamping: newValue ?? -1)) }
    }

    /// Whether text too long for the width the label gets ends in “…” (then the label asks for no
    /// more width than an ellipsis: long text never widens its container).
    public var ellipsizes: Bool {
        get { gtk_label_get_ellipsize(tomo_label(pointer)) != PANGO_ELLIPSIZE_NONE }
        set { gtk_label_set_ellipsize(tomo_label(pointer), newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
    }
}
