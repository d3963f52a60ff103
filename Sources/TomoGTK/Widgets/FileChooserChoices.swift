import CGtk
import Glibc

/// Check boxes a file dialog shows below its files (GTK's file chooser choices): the open and the save dialogs'.
@MainActor
public protocol FileChooserChoices: GObjectRef {}

extension FileChooserChoices {
    /// Adds a check box `label` (off), read back as `choice(id)` once the dialog is answered.
    public func addChoice(id: String, label: String) {
        gtk_file_chooser_add_choice(tomo_file_chooser(pointer), id, label, nil, nil)
        let ids = (choiceIDs + [id]).joined(separator: "\n")
        g_object_set_data_full(object, choiceIDsKey, strdup(ids)) { free($0) }
    }

    /// The check boxes' ids, in the order they were added (GTK cannot list them).
    public var choiceIDs: [String] {
        guard let ids = g_object_get_data(object, choiceIDsKey) else { return [] }
        return String(cString: ids.assumingMemoryBound(to: CChar.self)).split(separator: "\n").map(String.init)
    }

    /// Whether check box `id` is on; false when the dialog has no such box (GTK would warn).
    public func choice(_ id: String) -> Bool {
        guard choiceIDs.contains(id) else { return false }
        return gtk_file_chooser_get_choice(tomo_file_chooser(pointer), id).map { String(cString: $0) == "true" } ?? false
    }

    /// Sets check box `id`.
    public func setChoice(_ id: String, _ isOn: Bool) {
        gtk_file_chooser_set_choice(tomo_file_chooser(pointer), id, isOn ? "true" : "false")
    }

    private var object: UnsafeMutablePointer<GObject> { pointer.assumingMemoryBound(to: GObject.self) }
}

/// Where a dialog keeps its choices' ids.
private let choiceIDsKey = "tomo-choice-ids"

extension FileOpenDialog: FileChooserChoices {}
extension FileSaveDialog: FileChooserChoices {}
