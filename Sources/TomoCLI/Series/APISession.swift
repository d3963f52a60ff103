import Foundation
import Logging
import TomoConnection
import TomoCore
import TomoPipeline

/// One command's conversation with a series API: the client, the endpoints, and the fallbacks that
/// let every command work against an API with only the original `GET /series` and slice URLs.
struct APISession: Sendable {
    let api: SeriesAPI
    let client: HTTPClient
    let logger: Logger

    init(baseURL: URL, client: HTTPClient, logger: Logger) {
        self.api = SeriesAPI(baseURL: baseURL)
        self.client = client
        self.logger = logger
    }

    /// The series with id `id`, or the API's default series for nil. An API without
    /// `GET /series/{id}` (`HTTPError.meansAbsent`) is asked for its one series at `GET /series`, which
    /// is used if its id is `id`.
    func series(id: String?) async throws -> Series {
        guard let id else { return try await client.send(api.series()) }
        do {
            return try await client.send(api.series(id: id))
        } catch let error as HTTPError where error.meansAbsent {
            logger.info("GET /series/{id} refused, trying GET /series", metadata: ["error": "\(error)"])
            let only = try await client.send(api.series())
            guard only.id == id else { throw error }
            return only
        }
    }

    /// Every series: `GET /catalog`, or, from an API without one (an optional extension, see
    /// `HTTPClient.sendIfPresent`), the one series of `GET /series` (with an empty description and modality).
    func catalog() async throws -> SeriesCatalog {
        if let catalog = try await client.sendIfPresent(api.catalog()) { return catalog }
        logger.info("no catalog, listing GET /series")
        let series = try await client.send(api.series())
        return SeriesCatalog(
            defaultSeriesID: series.id,
            series: [SeriesSummary(id: series.id, description: "", modality: "", sliceCount: series.slices.count)])
    }

    /// The metadata of series `id`, or nil when the API has no `GET /series/{id}/meta` (the original
    /// API has none). A transient failure is thrown, not taken for "none".
    func metadata(seriesID id: String) async throws -> SeriesMetadata? {
        let metadata = try await client.sendIfPresent(api.metadata(id: id))
        if metadata == nil { logger.info("no series metadata") }
        return metadata
    }

    /// An image pipeline on this session's client, keeping original bytes in `diskCache`.
    func pipeline(diskCache: DiskCache) -> ImagePipeline {
        ClientSession(client: client, diskCache: diskCache, memoryCacheBytes: 128 << 20, logger: logger).pipeline
    }
}
