import Foundation
import TomoCore
import TomoSeries

/// How the viewer reaches PACSes (DICOMweb servers), as the app wires it (`PACSAccess.live` in
/// ScanViewerLive): searching a server's studies, and a series source for what is opened, with the server to
/// offer first.
public struct PACSAccess: Sendable {
    /// The server the study browser offers first (`--dicom URL`), if any.
    public var server: URL?
    /// The server `text` names (as typed in the study browser), nil when it names none the app reaches: for
    /// DICOMweb an http(s) URL with a host; later kinds of server are more forms here, not edits in the viewer.
    public var address: @Sendable (_ text: String) -> URL?
    /// The studies on `server` matching `query`, searched with `credentials` (if any).
    public var searchStudies: @Sendable (_ server: URL, _ credentials: HTTPCredentials?, _ query: StudyQuery) async throws
        -> [StudySummary]
    /// The series of `target`.
    public var source: @Sendable (_ target: PACSTarget) -> any SeriesSource
    /// Whether `server` takes files imported into it (a study library does; a PACS here does not).
    public var acceptsFiles: @Sendable (_ server: URL) -> Bool
    /// Imports the files and folders at `paths` into `server`, telling `progress` as it goes.
    public var importFiles: @Sendable (
        _ server: URL, _ paths: [String], _ progress: @escaping @Sendable (StudyImport.Progress) -> Void
    ) async throws -> StudyImport.Outcome

    public init(
        server: URL? = nil, address: @escaping @Sendable (String) -> URL?,
        searchStudies: @escaping @Sendable (URL, HTTPCredentials?, StudyQuery) async throws -> [StudySummary],
        source: @escaping @Sendable (PACSTarget) -> any SeriesSource,
        acceptsFiles: @escaping @Sendable (URL) -> Bool = { _ in false },
        importFiles: @escaping @Sendable (URL, [String], @escaping @Sendable (StudyImport.Progress) -> Void) async throws
            -> StudyImport.Outcome = { server, _, _ in throw StudyImport.Refusal(server: server) }
    ) {
        self.server = server
        self.address = address
        self.searchStudies = searchStudies
        self.source = source
        self.acceptsFiles = acceptsFiles
        self.importFiles = importFiles
    }
}

/// What the viewer has open on a PACS: the server, the study (nil: every series of the server) and the
/// credentials it was given.
public struct PACSTarget: Sendable, Hashable {
    public var server: URL
    public var study: String?
    public var credentials: HTTPCredentials?

    public init(server: URL, study: String? = nil, credentials: HTTPCredentials? = nil) {
        self.server = server
        self.study = study
        self.credentials = credentials
    }
}
