/// An Open… the user asked for, waiting for the front end to ask what to open.
public enum ScanViewerOpenRequest: Sendable, Hashable {
    /// A folder of DICOM files, searched recursively.
    case folder
    /// DICOM files, one or more.
    case files

    /// The dialog's title.
    public var title: String {
        switch self {
        case .folder: "Open a Folder of DICOM Files"
        case .files: "Open DICOM Files"
        }
    }
}
