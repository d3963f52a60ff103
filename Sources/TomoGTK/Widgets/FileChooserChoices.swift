import CGtk

/// Check boxes a file dialog shows below its files (GTK's file chooser choices): the open and the save dialogs'.
@MainActor
public protocol FileChooserChoices: GObjectRef {}

extension FileChooserChoices {
    /// Adds a check box `label` (off), read back as `choice(id)` once the dialog is answered.
    public func addChoice(id: String, label: String) {
        gtk_file_chooser_add_choice(tomo_file_chooser(pointer), id, label, nil, nil)
    }

    /// Whether check box `id` is on.
    public func choice(_ id: String) -> Bool {
        gtk_file_chooser_get_choice(tomo_file_chooser(pointer), id).map { String(cString: $0) == "true" } ?? false
    }

    /// Sets check box `id`.
    public func setChoice(_ id: String, _ isOn: Bool) {
        gtk_file_chooser_set_choice(tomo_file_chooser(pointer), id, isOn ? "true" : "false")
    }
}

extension FileOpenDialog: FileChooserChoices {}
extension FileSaveDialog: FileChooserChoices {}
