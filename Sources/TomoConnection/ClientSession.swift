import Foundation
import Logging
import TomoCore
import TomoPipeline

/// What a front end fetches with: one HTTP client for the APIs' JSON, and one image pipeline on that
/// client (decoding PNG and JPEG; a source of other kinds, DICOMweb frames, brings its own decoder), keeping
/// original bytes in the disk cache it was given. The `tomo` command line and the desktop app make theirs
/// here, so both fetch, retry and cache the same way.
public struct ClientSession: Sendable {
    /// Sends the APIs' requests; its retry policy and timeout apply to images too.
    public let client: HTTPClient
    /// Loads and caches images.
    public let pipeline: ImagePipeline

    /// A session on `client`, with `diskCache` (nil: memory only) keying bytes as `diskCacheKeys` says,
    /// and a memory cache of `memoryCacheBytes`.
    public init(
        client: HTTPClient = ClientSession.client(), diskCache: DiskCache?, diskCacheKeys: DiskCacheKeys = DiskCacheKeys(),
        memoryCacheBytes: Int = 256 << 20, logger: Logger
    ) {
        self.client = client
        pipeline = ImagePipeline(configuration: ImagePipeline.Configuration(
            client: client,
            memoryCacheLimits: .init(totalCost: memoryCacheBytes, count: 2_000),
            diskCache: diskCache,
            diskCacheKeys: diskCacheKeys,
            logger: logger))
    }

    /// An HTTP client on the platform's best transport that retries transient failures `retries` times,
    /// gives each request `timeout`, and logs each retry at `notice` on `logger`, if given.
    public static func client(
        retries: Int = RetryPolicy.standard.maximumAttempts - 1, timeout: Duration = .seconds(30), logger: Logger? = nil
    ) -> HTTPClient {
        var onRetry: HTTPClient.RetryObserver?
        if let logger {
            onRetry = { request, error, attempt, wait in
                logger.notice("retrying \(request.url.absoluteString) after attempt \(attempt) in \(wait): \(error)")
            }
        }
        return HTTPClient(
            transport: ImagePipeline.defaultTransport(), retryPolicy: RetryPolicy(maximumAttempts: retries + 1),
            timeout: timeout, onRetry: onRetry)
    }
}
