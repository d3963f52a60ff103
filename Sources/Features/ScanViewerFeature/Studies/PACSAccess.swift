import Foundation
import TomoCore
import TomoSeries

/// How the viewer reaches catalogs of studies (DICOMweb servers, DICOM nodes, study libraries, each named by its
/// `Location.address`), as the app wires it (`PACSAccess.live` in ScanViewerLive): searching a catalog's studies,
/// a series source for what is opened, imports into a library, with the catalog to offer first.
public struct PACSAccess: Sendable {
    /// The server the study browser offers first (`--dicom URL`), if any.
    public var server: URL?
    /// The studies on `server` matching `query`, searched with `credentials` (if any).
    public var searchStudies: @Sendable (_ server: URL, _ credentials: HTTPCredentials?, _ query: StudyQuery) async throws
        -> [StudySummary]
    /// The series of `target`.
    public var source: @Sendable (_ target: PACSTarget) -> any SeriesSource
    /// Imports the files and folders at `paths` into `server` (a library; any other refuses), telling `progress`
    /// as it goes.
    public var importFiles: @Sendable (
        _ server: URL, _ paths: [String], _ progress: @escaping @Sendable (StudyImport.Progress) -> Void
    ) async throws -> StudyImport.Outcome

    public init(
        server: URL? = nil,
        searchStudies: @escaping @Sendable (URL, HTTPCredentials?, StudyQuery) async throws -> [StudySummary],
        source: @escaping @Sendable (PACSTarget) -> any SeriesSource,
        importFiles: @escaping @Sendable (URL, [String], @escaping @Sendable (StudyImport.Progress) -> Void) async throws
            -> StudyImport.Outcome = { server, _, _ in throw StudyImport.Refusal(server: server) }
    ) {
        self.server = server
        self.searchStudies = searchStudies
        self.source = source
        self.importFiles = importFiles
    }
}

extension PACSAccess {
    /// The viewer was given no way to PACSes.
    public struct Unavailable: Error, Sendable, CustomStringConvertible {
        public var description: String { "this viewer reaches no catalog of studies" }
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
