import CGtk

/// CSS for every window of the application.
@MainActor
public enum StyleSheet {
    /// Parses `css` and applies it to the default display above the theme, e.g.
    /// `window.viewer { background-color: black; }` for windows with the CSS class `viewer`.
    /// GTK must be initialized. Throws with GTK's messages if the CSS has errors, applying nothing.
    public static func install(_ css: String) throws(GtkError) {
        let provider = CssProvider()
        let errors = provider.load(css)
        guard errors.isEmpty else { throw .invalidStyleSheet(errors) }
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), tomo_style_provider(provider.pointer),
            guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
}
