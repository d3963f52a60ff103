import CGtk

/// Application-wide look.
@MainActor
public enum Appearance {
    /// Whether the theme's dark variant is used (`gtk-application-prefer-dark-theme`). GTK must be
    /// initialized (set it in `onActivate`).
    public static var prefersDarkTheme: Bool {
        get { tomo_settings_get_prefer_dark_theme() != 0 }
        set { tomo_settings_set_prefer_dark_theme(newValue ? 1 : 0) }
    }
}
