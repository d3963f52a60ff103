import CGtk
import Foundation

/// The display GTK draws on (an X11 server or a Wayland compositor).
@MainActor
public enum Display {
    /// Whether GTK can open a display, found by opening it (or the display named `name`, e.g. `":99"`)
    /// and closing it again, without logging anything: so that a program can fall back to a headless mode
    /// instead of failing in GTK's initialization. Honours `GDK_BACKEND`, `DISPLAY` and `WAYLAND_DISPLAY`.
    public static func availability(name: String? = nil) -> DisplayAvailability {
        if name == nil, let display = gdk_display_get_default() {
            return .available(String(cString: gdk_display_get_name(display)))
        }
        guard let display = gdk_display_open(name) else {
            return .unavailable(unavailableReason(name: name))
        }
        defer { gdk_display_close(display) }
        return .available(String(cString: gdk_display_get_name(display)))
    }

    /// Why no display opened, in terms of what the user can change.
    static func unavailableReason(name: String?) -> String {
        let environment = ProcessInfo.processInfo.environment
        if let name {
            return "cannot connect to display \(name)"
        }
        if let backend = environment["GDK_BACKEND"] {
            return "GDK_BACKEND=\(backend) and no such display could be opened"
        }
        let names = ["WAYLAND_DISPLAY", "DISPLAY"].compactMap { key in environment[key].map { "\(key)=\($0)" } }
        if names.isEmpty {
            return "no graphical session (neither DISPLAY nor WAYLAND_DISPLAY is set)"
        }
        return "cannot connect to \(names.joined(separator: " or "))"
    }
}
