import CGtk
import TomoGTK

/// What GTK shows when a wait gives up, for its failure message: each window open (its title, whether it is
/// the active one), the widget with its keyboard focus, and the texts its shown labels and fields hold, so
/// that a failed screen test says what it found instead of only what it waited for.
@MainActor
public enum GtkStateReport {
    /// The most texts listed per window, and the most characters of each.
    static let textLimit = 40
    static let characterLimit = 80

    /// The windows GTK has, one paragraph each; "no GTK window" before GTK shows any.
    public static func describe() -> String {
        guard gtk_is_initialized() != 0 else { return "GTK not started" }
        let windows = gtk_window_get_toplevels()!
        let count = g_list_model_get_n_items(windows)
        guard count > 0 else { return "no GTK window" }
        return (0..<count).compactMap { index in
            guard let item = g_list_model_get_item(windows, index) else { return nil }
            defer { g_object_unref(item) }
            return describe(window: tomo_window(item))
        }.joined(separator: "\n")
    }

    private static func describe(window: UnsafeMutablePointer<GtkWindow>) -> String {
        let title = gtk_window_get_title(window).map { String(cString: $0) } ?? "(untitled)"
        let widget = tomo_widget(window)!
        let state = [
            gtk_widget_get_visible(widget) != 0 ? "shown" : "hidden",
            gtk_window_is_active(window) != 0 ? "active" : "not active",
        ]
        let focus = gtk_window_get_focus(window).map(name(of:)) ?? "nothing"
        var texts: [String] = []
        collectTexts(in: widget, into: &texts)
        let listed = texts.prefix(textLimit).map { "\"\(shortened($0))\"" }.joined(separator: ", ")
        let more = texts.count > textLimit ? " and \(texts.count - textLimit) more" : ""
        return "window \"\(title)\" (\(state.joined(separator: ", "))): focus on \(focus); texts \(listed)\(more)"
    }

    /// The widget's type, its CSS name's classes and, for a text field, what it holds.
    private static func name(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        var parts = [String(cString: tomo_type_name(widget))]
        if gtk_widget_get_mapped(widget) == 0 { parts.append("(unmapped)") }
        if tomo_is_editable(widget) != 0 {
            parts.append("holding \"\(shortened(String(cString: gtk_editable_get_text(tomo_editable(widget)))))\"")
        }
        if let parent = gtk_widget_get_parent(widget) {
            parts.append("in \(String(cString: tomo_type_name(parent)))")
        }
        return parts.joined(separator: " ")
    }

    /// The texts of the mapped labels and text fields below `widget`, in the order GTK keeps its children.
    private static func collectTexts(in widget: UnsafeMutablePointer<GtkWidget>, into texts: inout [String]) {
        guard gtk_widget_get_mapped(widget) != 0 else { return }
        if tomo_is_label(widget) != 0, let text = gtk_label_get_text(tomo_label(widget)) {
            let string = String(cString: text)
            if !string.isEmpty { texts.append(string) }
        } else if tomo_is_editable(widget) != 0, gtk_editable_get_delegate(tomo_editable(widget)) == nil {
            texts.append("field: " + String(cString: gtk_editable_get_text(tomo_editable(widget))))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            collectTexts(in: current, into: &texts)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private static func shortened(_ text: String) -> String {
        let line = text.replacingOccurrences(of: "\n", with: " ")
        return line.count > characterLimit ? String(line.prefix(characterLimit)) + "…" : line
    }
}
