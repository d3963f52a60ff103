/// An Open… (or an import) the user asked for, waiting for the front end to ask what to open.
public enum ScanViewerOpenRequest: Sendable, Hashable {
    /// A folder of DICOM files, searched recursively.
    case folder
    /// DICOM files, one or more.
    case files
    /// A folder to import into the study library the study browser shows.
    case importFolder

    /// The dialog's title.
    public var title: String {
        switch self {
        case .folder: "Open a Folder of DICOM Files"
        case .files: "Open DICOM Files"
        case .importFolder: "Import a Folder into the Study Library"
        }
    }

    /// Whether the dialog chooses a folder (else files).
    public var choosesFolder: Bool { self != .files }
}
