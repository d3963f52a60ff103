/// An indexed file that is no longer as it was imported: gone, or changed since (importing it again brings
/// the library up to date).
public struct LibraryFileProblem: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case missing, changed
    }

    public var path: String
    public var kind: Kind
    public var studyInstanceUID: String
    public var seriesInstanceUID: String

    public init(path: String, kind: Kind, studyInstanceUID: String, seriesInstanceUID: String) {
        self.path = path
        self.kind = kind
        self.studyInstanceUID = studyInstanceUID
        self.seriesInstanceUID = seriesInstanceUID
    }

    public var description: String {
        switch kind {
        case .missing: "\(path): gone since it was imported"
        case .changed: "\(path): changed since it was imported (import it again)"
        }
    }
}
