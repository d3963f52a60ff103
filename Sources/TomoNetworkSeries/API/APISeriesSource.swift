import Foundation
import Logging
import TomoCore
import TomoPipeline
import TomoSeries

/// The assignment's series API as a series source, Tomo's extensions (`GET /catalog`, `GET /series/{id}/meta`)
/// used where the API has them: the one place that knows how to fall back when it has not. Slices come
/// through the image pipeline (its caches, priorities and coalescing).
public struct APISeriesSource: SeriesSource {
    public let api: SeriesAPI
    /// Sends the API's JSON requests.
    public let client: HTTPClient
    /// Loads and caches the slice images.
    public let pipeline: ImagePipeline
    private let logger: Logger

    /// The API at `api`, JSON sent with `client` (by default the pipeline's), slices loaded by `pipeline`.
    public init(api: SeriesAPI, pipeline: ImagePipeline, client: HTTPClient? = nil, logger: Logger = Logger(label: "tomo.series")) {
        self.api = api
        self.pipeline = pipeline
        self.client = client ?? pipeline.configuration.client
        self.logger = logger
    }

    /// Every series: `GET /catalog`, or, from an API without one (an optional extension, see
    /// `HTTPClient.sendIfPresent`), the one series of `GET /series` (with an empty description and modality).
    public func catalog() async throws -> SeriesCatalog {
        if let catalog = try await client.sendIfPresent(api.catalog()) { return catalog }
        logger.info("no catalog, listing GET /series")
        let series = try await client.send(api.series())
        return SeriesCatalog(
            defaultSeriesID: series.id,
            series: [SeriesSummary(id: series.id, description: "", modality: "", sliceCount: series.slices.count)])
    }

    /// The API's `GET /series` is its default series.
    public var offersDefaultSeries: Bool { true }

    /// The catalog's series, as it lists them.
    public func listSeries() async throws -> [SeriesEntry] {
        try await catalog().series.map {
            SeriesEntry(id: $0.id, description: $0.description, modality: $0.modality, imageCount: $0.sliceCount)
        }
    }

    /// Opens series `id`, or the API's default series (`GET /series`) for nil, with its metadata where the
    /// API has it. An API without `GET /series/{id}` (`HTTPError.meansAbsent`) is asked for its one series
    /// at `GET /series`, which is used if its id is `id`.
    public func openSeries(id: String?) async throws -> any OpenedSeries {
        try await open(id: id)
    }

    /// `openSeries(id:)` with the API's own types in reach (slice names, requests).
    public func open(id: String?) async throws -> APIOpenedSeries {
        let series = try await series(id: id)
        let metadata = try await client.sendIfPresent(api.metadata(id: series.id))
        if metadata == nil { logger.info("no series metadata") }
        return APIOpenedSeries(series: series, metadata: metadata, api: api, pipeline: pipeline)
    }

    private func series(id: String?) async throws -> Series {
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
}
