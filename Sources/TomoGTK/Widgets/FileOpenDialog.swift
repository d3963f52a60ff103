import CGtk
import Foundation

/// The platform's "Open" dialog (a portal's where there is one, GTK's own otherwise), modal over a window:
/// for one folder, or for one or more files.
@MainActor
public final class FileOpenDialog: GObjectRef {
    /// What the dialog picks.
    public enum Selection: Sendable {
        case folder, files
    }

    /// A dialog titled `title` over `parent`, picking a folder or files, its button saying `acceptLabel`.
    public init(title: String, parent: Window?, selecting selection: Selection, acceptLabel: String = "_Open") {
        let action = selection == .folder ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER : GTK_FILE_CHOOSER_ACTION_OPEN
        let dialog = gtk_file_chooser_native_new(title, parent.map { tomo_window($0.pointer) }, action, acceptLabel, "_Cancel")!
        super.init(adopting: UnsafeMutableRawPointer(dialog))
        gtk_native_dialog_set_modal(tomo_native_dialog(pointer), 1)
        gtk_file_chooser_set_select_multiple(tomo_file_chooser(pointer), selection == .files ? 1 : 0)
    }

    /// Shows the dialog; `body` gets the files or folder chosen, or nothing when the user cancels. Keep the
    /// dialog until then: GTK does not hold it while it is shown.
    public func run(_ body: @escaping @MainActor ([URL]) -> Void) {
        let id = tomo_connect_response(
            pointer,
            { instance, response, data in
                MainActor.assumeIsolated {
                    let chosen = response == GTK_RESPONSE_ACCEPT.rawValue ? FileOpenDialog.files(of: instance) : []
                    ClosureBox<@MainActor ([URL]) -> Void>.from(data).body(chosen)
                }
            },
            ClosureBox(body).retainedPointer(), releaseClosureBox)
        track(id)
        gtk_native_dialog_show(tomo_native_dialog(pointer))
    }

    /// Closes the dialog as if the user cancelled.
    public func cancel() {
        gtk_native_dialog_hide(tomo_native_dialog(pointer))
        tomo_native_dialog_respond(pointer, GTK_RESPONSE_CANCEL.rawValue)
    }

    /// The local paths of the files the chooser `instance` has selected.
    private static func files(of instance: UnsafeMutableRawPointer?) -> [URL] {
        guard let list = gtk_file_chooser_get_files(tomo_file_chooser(instance)) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(list)) }
        return (0..<g_list_model_get_n_items(list)).compactMap { position in
            guard let item = g_list_model_get_item(list, position) else { return nil }
            defer { g_object_unref(item) }
            guard let path = g_file_get_path(OpaquePointer(item)) else { return nil }
            defer { g_free(path) }
            return URL(fileURLWithPath: String(cString: path))
        }
    }
}
