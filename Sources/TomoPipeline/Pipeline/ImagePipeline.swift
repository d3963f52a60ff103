import Foundation
import TomoCore
import TomoImaging

/// Loads images by URL: memory cache, then disk cache, then network; decodes and processes off the
/// caller's actor; coalesces identical work; honours priorities; stops work nobody waits for.
///
/// ```swift
/// let pipeline = ImagePipeline(configuration: .init(diskCache: try DiskCache(name: "slices")))
/// let slice = try await pipeline.image(for: ImageRequest(url: url, priority: .visible))
/// ```
public final class ImagePipeline: Sendable {
    public let configuration: Configuration
    private let memoryCache: LRUCache<ImageRequest.Key, ImageResponse>
    private let recorder = StatsRecorder()
    private let core: PipelineCore
    private let diskWrites: WriteBehindCache?

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        memoryCache = LRUCache(limits: configuration.memoryCacheLimits)
        diskWrites = configuration.diskCache.map { WriteBehindCache($0) }
        core = PipelineCore(configuration: configuration, diskCache: diskWrites, memoryCache: memoryCache, stats: recorder)
    }

    /// The processed image `request` asks for.
    /// - Throws: `HTTPError` (transfer failed, or bytes that are not an image), `ImagingError`
    ///   (processing failed), `CancellationError` (the calling task was cancelled; this returns at once,
    ///   and the work stops when nobody else waits for it).
    public func image(for request: ImageRequest) async throws -> Bitmap {
        try await response(for: request).image
    }

    /// Like `image(for:)`, with the size of the original bytes and where the image came from.
    ///
    /// A disk hit quick to decode (a CT slice, a thumbnail) is read and decoded on the calling task when a
    /// decoding slot is free, without a job: the caller waits for it anyway.
    public func response(for request: ImageRequest) async throws -> ImageResponse {
        if let cached = cachedResponse(for: request) { return cached }
        if let hit = try await core.quickDiskHit(for: request) { return hit }
        return try await imageTask(for: request).response
    }

    /// Starts loading and returns a handle to wait on, re-prioritise or cancel.
    public func imageTask(for request: ImageRequest) async -> ImageTask {
        let waiter = Waiter<ImageResponse>(priority: request.priority)
        await core.add(waiter, for: request)
        return ImageTask(request: request, waiter: waiter, core: core)
    }

    /// The original bytes at `url`, from the disk cache or the network (not processed, not decoded).
    public func data(for url: URL, priority: ImagePriority = .normal) async throws -> Data {
        try await data(for: ImageRequest(url: url, priority: priority))
    }

    /// The original bytes `request` names, fetched its way (its headers, or its loader) at its priority, from
    /// the disk cache or the network, sharing a transfer with any image request for them; not decoded (for a
    /// caller that decodes them into a place of its own, such as a volume).
    public func data(for request: ImageRequest) async throws -> Data {
        let waiter = Waiter<FetchedData>(priority: request.priority)
        await core.add(waiter, forData: request.url, fetch: request.fetch)
        let (core, id, url) = (core, waiter.id, request.url)
        return try await waiter.value { await core.remove(waiterID: id, fromData: url) }.data
    }

    /// The processed image if the memory cache has it; never waits.
    public func cachedImage(for request: ImageRequest) -> Bitmap? {
        cachedResponse(for: request)?.image
    }

    /// The memory cache's response for `request`, with `source` `.memory`; never waits.
    public func cachedResponse(for request: ImageRequest) -> ImageResponse? {
        guard var response = memoryCache.value(forKey: request.key) else { return nil }
        recorder.record { $0.memoryHits += 1 }
        response.source = .memory
        return response
    }

    /// Keys the disk cache's bytes of URLs under `base` by `alias` from now on, as
    /// `Configuration.diskCacheKeys` does for the bases known when the pipeline was made: for a server
    /// started later (the built-in one, when a screen first needs it).
    public func aliasDiskCacheKeys(under base: URL, as alias: String) {
        core.alias(base, as: alias)
    }

    /// Empties the memory cache of processed images (loads under way still land in it).
    public func removeAllCachedImages() {
        memoryCache.removeAll()
    }

    /// Empties the disk cache of original bytes, if the pipeline has one; returns once it is empty.
    public func removeAllCachedData() async {
        diskWrites?.removeAll()
        await diskWrites?.flush()
    }

    /// Counters so far and the work in flight now.
    public var stats: PipelineStats {
        get async {
            var stats = recorder.snapshot
            stats.activity = await core.activity
            return stats
        }
    }

    /// Returns once the counters satisfy `condition` (at once if they already do), woken by the update
    /// that satisfies it, never by polling: for tests and tools that wait for the pipeline to have done
    /// something (coalesced a request, hit the disk). Returns early if the calling task is cancelled.
    public func waitForStats(_ condition: @escaping @Sendable (PipelineStats) -> Bool) async {
        await recorder.waitUntil(condition)
    }

    /// Returns once at least `count` transfers wait for a slot: for tests that must know loads are queued
    /// (and so start in priority and request order) before they free a slot.
    func waitUntilTransfersWait(atLeast count: Int) async {
        await core.waitUntilTransfersWait(atLeast: count)
    }

    /// Returns when every download so far is in the disk cache. Stores are written in the background
    /// (a download goes to decoding without waiting for the disk); call this before the process exits,
    /// or before another pipeline opens the same cache, so it finds them.
    public func flushDiskCache() async {
        await diskWrites?.flush()
    }
}
