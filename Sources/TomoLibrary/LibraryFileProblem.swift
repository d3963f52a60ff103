/// An indexed file that is no longer as it was imported: gone, or changed since (importing it again brings
/// the library up to date).
public struct LibraryFileProblem: Sendable, Hashable, CustomStringConvertible {
    /// What became of the file: gone, or changed since it was imported.
    public enum Kind: String, Sendable, Hashable {
        case missing, changed
    }

    /// The file as it was imported.
    public var path: String
    /// Whether it is gone or changed.
    public var kind: Kind
    /// The study its instance belongs to.
    public var studyInstanceUID: String
    /// The series its instance belongs to.
    public var seriesInstanceUID: String

    /// The file at `path` is `kind`; its instance was of that study and series.
    public init(path: String, kind: Kind, studyInstanceUID: String, seriesInstanceUID: String) {
        self.path = path
        self.kind = kind
        self.studyInstanceUID = studyInstanceUID
        self.seriesInstanceUID = seriesInstanceUID
    }

    /// `PATH: gone since it was imported`, or changed (to import again).
    public var description: String {
        switch kind {
        case .missing: "\(path): gone since it was imported"
        case .changed: "\(path): changed since it was imported (import it again)"
        }
    }
}
