import CGtk
import Foundation

/// The platform's "Save As" dialog (a portal's where there is one, GTK's own otherwise), modal over a
/// window.
@MainActor
public final class FileSaveDialog: GObjectRef {
    /// The file `accept` answered with.
    private var answer: URL?

    /// A dialog titled `title` over `parent`, proposing `suggestedName` in the current folder.
    public init(title: String, parent: Window?, suggestedName: String) {
        let dialog = gtk_file_chooser_native_new(
            title, parent.map { tomo_window($0.pointer) }, GTK_FILE_CHOOSER_ACTION_SAVE, "_Save", "_Cancel")!
        super.init(adopting: UnsafeMutableRawPointer(dialog))
        gtk_native_dialog_set_modal(tomo_native_dialog(pointer), 1)
        gtk_file_chooser_set_current_name(tomo_file_chooser(pointer), suggestedName)
    }

    /// The file name the dialog proposes (what the user would save as by pressing Enter); nil when it has
    /// none.
    public var currentName: String? {
        guard let name = gtk_file_chooser_get_current_name(tomo_file_chooser(pointer)) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// Shows the dialog; `body` gets the file chosen, or nil when the user cancels. Keep the dialog until
    /// then: GTK does not hold it while it is shown.
    public func run(_ body: @escaping @MainActor (URL?) -> Void) {
        let answered: @MainActor (URL?) -> Void = { [weak self] chosen in body(chosen.flatMap { self?.answer ?? $0 }) }
        let id = tomo_connect_response(
            pointer,
            { instance, response, data in
                MainActor.assumeIsolated {
                    var chosen: URL?
                    if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(tomo_file_chooser(instance)) {
                        if let path = g_file_get_path(file) {
                            chosen = URL(fileURLWithPath: String(cString: path))
                            g_free(path)
                        }
                        g_object_unref(UnsafeMutableRawPointer(file))
                    }
                    ClosureBox<@MainActor (URL?) -> Void>.from(data).body(chosen)
                }
            },
            ClosureBox(answered).retainedPointer(), releaseClosureBox)
        track(id)
        gtk_native_dialog_show(tomo_native_dialog(pointer))
    }

    /// Answers the dialog with `file`, as if the user had chosen it, and closes it: what a screen test does
    /// where typing into GTK's own dialog races its focus (a name typed too early is lost, and the suggested
    /// one saved).
    public func accept(_ file: URL) {
        answer = file
        gtk_native_dialog_hide(tomo_native_dialog(pointer))
        tomo_native_dialog_respond(pointer, GTK_RESPONSE_ACCEPT.rawValue)
    }
}
