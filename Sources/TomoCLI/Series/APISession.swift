import Foundation
import Logging
import TomoConnection
import TomoCore
import TomoNetworkSeries
import TomoPipeline

/// One command's conversation with an API: its base URL, the client, and what is built on them.
struct APISession: Sendable {
    let baseURL: URL
    let client: HTTPClient
    let logger: Logger

    /// An image pipeline on this session's client, keeping original bytes in `diskCache` (nil: memory only).
    func pipeline(diskCache: DiskCache?) -> ImagePipeline {
        ClientSession(client: client, diskCache: diskCache, memoryCacheBytes: 128 << 20, logger: logger).pipeline
    }

    /// The series API at the base URL as a series source, slices cached in `diskCache` (nil: memory only).
    func seriesSource(diskCache: DiskCache? = nil) -> APISeriesSource {
        seriesSource(pipeline: pipeline(diskCache: diskCache))
    }

    /// The series API at the base URL as a series source, slices loaded by `pipeline`.
    func seriesSource(pipeline: ImagePipeline) -> APISeriesSource {
        APISeriesSource(api: SeriesAPI(baseURL: baseURL), pipeline: pipeline, client: client, logger: logger)
    }
}
