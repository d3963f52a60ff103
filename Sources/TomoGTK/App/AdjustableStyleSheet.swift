import CGtk

/// CSS for every window that the app replaces as it runs (a screen's text zoom), above `StyleSheet`'s.
@MainActor
public final class AdjustableStyleSheet {
    private let provider = CssProvider()

    /// An empty style sheet, applied to the default display. GTK must be initialized.
    public init() {
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), tomo_style_provider(provider.pointer),
            guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
    }

    /// Replaces the style sheet's CSS with `css`. Throws with GTK's messages if it has errors.
    public func load(_ css: String) throws(GtkError) {
        let errors = provider.load(css)
        guard errors.isEmpty else { throw .invalidStyleSheet(errors) }
    }
}
