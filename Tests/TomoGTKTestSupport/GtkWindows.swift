import CGtk
import TomoGTK

/// The windows GTK shows in this process, found by title (a dialog GTK makes has no wrapper of ours).
@MainActor
public enum GtkWindows {
    /// A shown window titled `title`, as GTK knows it; nil when this process shows none.
    public static func shown(titled title: String) -> ShownWindow? {
        guard gtk_is_initialized() != 0 else { return nil }
        let windows = gtk_window_get_toplevels()!
        for index in 0..<g_list_model_get_n_items(windows) {
            guard let item = g_list_model_get_item(windows, index) else { continue }
            defer { g_object_unref(item) }
            let window = tomo_window(item)!
            guard gtk_widget_get_visible(tomo_widget(window)) != 0,
                  gtk_window_get_title(window).map({ String(cString: $0) }) == title else { continue }
            return ShownWindow(isActive: gtk_window_is_active(window) != 0)
        }
        return nil
    }

    /// What a test asks of a window it found.
    public struct ShownWindow {
        /// Whether GTK has the display's keyboard focus in it.
        public let isActive: Bool
    }
}
