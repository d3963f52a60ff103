import CGtk

/// A `GtkCssProvider`: parsed CSS.
@MainActor
final class CssProvider: GObjectRef {
    init() {
        super.init(adopting: UnsafeMutableRawPointer(gtk_css_provider_new()))
    }

    /// Parses `css`, returning GTK's error messages (collected by a handler, which also keeps GTK from
    /// logging them).
    func load(_ css: String) -> [String] {
        let errors = ErrorList()
        let id = tomo_connect_css_error(
            pointer,
            { _, section, error, data in
                let location = gtk_css_section_to_string(section)
                defer { g_free(location) }
                let message = "\(String(cString: location!)): \(String(cString: error!.pointee.message))"
                MainActor.assumeIsolated { ClosureBox<ErrorList>.from(data).body.messages.append(message) }
            },
            ClosureBox(errors).retainedPointer(), releaseClosureBox)
        gtk_css_provider_load_from_data(tomo_css_provider(pointer), css, -1)
        g_signal_handler_disconnect(pointer, id)
        return errors.messages
    }
}

/// The messages collected while parsing.
@MainActor
private final class ErrorList {
    var messages: [String] = []
}
