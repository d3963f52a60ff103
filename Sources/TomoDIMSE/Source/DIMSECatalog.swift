import Foundation
import TomoCore
import TomoSeries

/// A DICOM node as a study catalog: studies and series found by C-FIND (`DIMSEClient`), a study's series opened
/// from an image-level C-FIND with each instance retrieved by C-GET as it is needed (`DIMSESeriesSource`) into
/// `folder`, `keep` told of a series' folder once every instance has come.
public struct DIMSECatalog: StudyCatalog {
    /// Asks the node.
    public let client: DIMSEClient
    /// Where retrieved instances are kept, a folder per series.
    public let folder: URL
    /// Told of a series' folder once all of it has come (a study library indexing it), if any.
    public let keep: (@Sendable (URL) async -> Void)?

    /// The node `client` asks, its instances retrieved into `folder` (each series' then told to `keep`).
    public init(
        client: DIMSEClient, folder: URL = DIMSESeriesSource.defaultFolder, keep: (@Sendable (URL) async -> Void)? = nil
    ) {
        self.client = client
        self.folder = folder
        self.keep = keep
    }

    /// The studies on the node matching `query` (C-FIND at study level), the latest first.
    public func studies(matching query: StudyQuery) async throws -> [StudySummary] {
        try await client.studies(matching: query)
    }

    /// The series of study `study` (C-FIND at series level), reports and other non-image objects among them,
    /// in series number order.
    public func series(ofStudy study: String) async throws -> [StudySeries] {
        try await client.series(ofStudy: study)
    }

    /// The image series of study `study` (every study's for nil), each instance retrieved as its slice is needed.
    public func source(ofStudy study: String?) -> any SeriesSource {
        DIMSESeriesSource(client: client, study: study, folder: folder, keep: keep)
    }
}
