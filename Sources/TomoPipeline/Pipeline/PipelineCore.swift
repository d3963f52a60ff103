import Foundation
import Logging
import TomoCore
import TomoImageCodecs
import TomoImaging

/// The pipeline's bookkeeping: which transfers and decodes are in flight, who waits for them, and
/// at what priority. Heavy work runs off this actor: transfers on the transport, decoding and disk reads on
/// `BlockingWork` threads (TomoCore; the server renders there too), except a disk hit quick to decode, read
/// and decoded on the cooperative thread that took its decoding slot (`readAndDecode`). Before any of
/// that, a caller that waits for its image anyway may be served such a hit on its own task, with no job
/// (`quickDiskHit(for:)`).
///
/// Two kinds of jobs, each coalesced by key: data jobs (per URL: disk, else network) and image jobs
/// (per URL + processing: decoded and processed bytes). An image job first reads the disk cache itself,
/// reading and decoding in one step, and starts (or joins) a data job only when that misses. A job runs
/// while it has waiters; when its last waiter leaves it is cancelled, and an image job leaving its data
/// job may in turn cancel the transfer.
actor PipelineCore {
    private let configuration: ImagePipeline.Configuration
    /// The configuration's keys, with the aliases added since (`alias(_:as:)`).
    private nonisolated let diskCacheKeys: Locked<DiskCacheKeys>
    private let diskCache: WriteBehindCache?
    private let memoryCache: LRUCache<ImageRequest.Key, ImageResponse>
    private let stats: StatsRecorder
    private let network: WorkQueue
    private let decoding: WorkQueue
    private let quickReads = QuickDiskReads()
    private var imageJobs = JobTable<ImageRequest.Key, ImageResponse>()
    private var dataJobs = JobTable<URL, FetchedData>()
    private var lastID: UInt64 = 0

    init(
        configuration: ImagePipeline.Configuration, diskCache: WriteBehindCache?,
        memoryCache: LRUCache<ImageRequest.Key, ImageResponse>, stats: StatsRecorder
    ) {
        self.configuration = configuration
        diskCacheKeys = Locked(configuration.diskCacheKeys)
        self.diskCache = diskCache
        self.memoryCache = memoryCache
        self.stats = stats
        self.network = WorkQueue(limit: configuration.maximumConcurrentTransfers)
        self.decoding = WorkQueue(limit: configuration.maximumConcurrentDecodes)
    }

    /// Jobs and queue slots in use.
    var activity: PipelineStats.Activity {
        get async {
            let transfers = network.load
            let decodes = decoding.load
            return PipelineStats.Activity(
                imageJobs: imageJobs.count, dataJobs: dataJobs.count,
                runningTransfers: transfers.running, waitingTransfers: transfers.waiting,
                runningDecodes: decodes.running, waitingDecodes: decodes.waiting)
        }
    }

    /// Returns once at least `count` transfers wait for a slot (see `ImagePipeline.waitUntilTransfersWait`).
    func waitUntilTransfersWait(atLeast count: Int) async {
        await network.waitUntilWaiting(atLeast: count)
    }

    // MARK: Quick disk hits

    /// The image `request` asks for, when the disk cache has bytes for it quick to decode
    /// (`isQuickToDecode`) and a decoding slot is free: read and decoded on the caller's task, with no
    /// job and no hand-off to this actor or to another thread (each costs more than the read on this
    /// two-core machine: P3), and kept in the memory cache. Callers asking for the same image meanwhile
    /// wait for this read. Nil, having changed nothing, when the image must take the long way
    /// (`add(_:for:)`): no disk cache, not on disk, not quick to decode, every slot taken or waited for
    /// (queued work goes first), or bytes that fail to decode (which a job discards and fetches again).
    /// - Throws: `CancellationError` when the calling task is cancelled; a read under way still finishes
    ///   for those who joined it.
    nonisolated func quickDiskHit(for request: ImageRequest) async throws -> ImageResponse? {
        guard let disk = diskCache else { return nil }
        try Task.checkCancellation()
        switch quickReads.claim(request.key) {
        case .join(let waiter):
            guard let response = try await waiter.value(withdrawingOnCancel: {}) else { return nil }
            stats.record { $0.memoryMisses += 1; $0.coalescedRequests += 1 }
            return response
        case .read:
            let response = readQuickly(request, from: disk)
            if let response, request.cachesInMemory {
                memoryCache.setValue(response, forKey: request.key, cost: response.image.pixels.count)
            }
            quickReads.finish(request.key, with: response)
            try Task.checkCancellation()
            return response
        }
    }

    /// The disk hit for `request`, read and decoded here in a free decoding slot; nil unless all of that
    /// is possible and succeeds.
    private nonisolated func readQuickly(_ request: ImageRequest, from disk: any DataCaching) -> ImageResponse? {
        let limits = configuration.decodingLimits, decoders = decoders(for: request.fetch), key = diskKey(for: request.url)
        let decoded = decoding.runIfFree { () -> (Bitmap, Int)? in
            guard let data = disk.data(forKey: key), Self.isQuickToDecode(data),
                let bitmap = try? Self.decode(data, request.processing, decoders: decoders, limits: limits)
            else { return nil }
            return (bitmap, data.count)
        }
        guard let (bitmap, byteCount) = decoded ?? nil else { return nil }
        stats.record { $0.memoryMisses += 1; $0.diskHits += 1; $0.diskBytesRead += byteCount; $0.decodes += 1 }
        return ImageResponse(image: bitmap, byteCount: byteCount, source: .disk)
    }

    // MARK: Image jobs

    /// Makes `waiter` wait for the processed image of `request`, starting a job unless one runs.
    func add(_ waiter: Waiter<ImageResponse>, for request: ImageRequest) async {
        if var cached = memoryCache.value(forKey: request.key) {
            stats.record { $0.memoryHits += 1 }
            cached.source = .memory
            waiter.resume(with: .success(cached))
            return
        }
        stats.record { $0.memoryMisses += 1 }
        if let job = imageJobs.add(waiter, for: request.key, newID: nextID()) {
            job.task = Task { await runImageJob(request, id: job.id) }
        } else {
            stats.record { $0.coalescedRequests += 1 }
            await refreshPriority(ofImage: request.key)
        }
    }

    /// Withdraws a waiter; the job is cancelled if it was the last, and so is its claim on the transfer,
    /// before this returns (the job's own withdrawal, when its task sees the cancellation, comes later):
    /// a transfer nobody wants any more is cancelled at once, so if it is still queued it can never start.
    func remove(waiterID: UInt64, fromImage key: ImageRequest.Key) async {
        let job = imageJobs[key]
        if imageJobs.remove(waiterID: waiterID, for: key) {
            await refreshPriority(ofImage: key)
        } else if let job, imageJobs[key] !== job, let dependency = job.dependency {
            dependency.resume(with: .failure(CancellationError()))
            await remove(waiterID: dependency.id, fromData: key.url)
        }
    }

    /// Re-queues an image job (and its transfer) after a waiter's priority changed.
    func refreshPriority(ofImage key: ImageRequest.Key) async {
        guard let (job, priority) = imageJobs.changedPriority(of: key) else { return }
        decoding.setPriority(priority, forID: job.id)
        if let dependency = job.dependency {
            dependency.priority = priority
            await refreshPriority(ofData: key.url)
        }
    }

    private func runImageJob(_ request: ImageRequest, id: UInt64) async {
        let result: Result<ImageResponse, any Error>
        do {
            result = .success(try await loadImage(request, jobID: id))
        } catch {
            result = .failure(error)
        }
        guard let job = imageJobs.finish(request.key, id: id) else { return }
        if case .success(let response) = result, request.cachesInMemory {
            memoryCache.setValue(response, forKey: request.key, cost: response.image.pixels.count)
        }
        for waiter in job.waiters { waiter.resume(with: result) }
    }

    /// Decodes the bytes in the disk cache if it has them, else fetches (joining a transfer in flight)
    /// and decodes. Bytes that don't decode are fetched once more from the network, bypassing the disk
    /// cache: a corrupt cache file or a garbled transfer heals itself.
    private func loadImage(_ request: ImageRequest, jobID: UInt64) async throws -> ImageResponse {
        var skippingDisk = false
        if diskCache != nil, dataJobs[request.url] == nil {
            do {
                if let response = try await decodeFromDisk(request, jobID: jobID) { return response }
            } catch let error as ImagingError {
                await discardUndecodable(request.url, error: error)
                skippingDisk = true
            }
            // After a plain miss the data job looks at the disk again: a job for the same bytes (another
            // processing of the image) may have stored them meanwhile.
        }
        let fetched = try await fetch(request, jobID: jobID, skippingDisk: skippingDisk)
        do {
            return try await decode(fetched, request, jobID: jobID)
        } catch let error as ImagingError {
            await discardUndecodable(request.url, error: error)
            let again = try await fetch(request, jobID: jobID, skippingDisk: true)
            do {
                return try await decode(again, request, jobID: jobID)
            } catch let error as ImagingError {
                stats.record { $0.decodeFailures += 1 }
                diskCache?.removeData(forKey: diskKey(for: request.url))
                throw HTTPError.invalidData(url: request.url, reason: error.description)
            }
        }
    }

    /// Counts and logs bytes that would not decode, and removes them from the disk cache.
    private func discardUndecodable(_ url: URL, error: ImagingError) async {
        stats.record { $0.decodeFailures += 1 }
        configuration.logger.notice("could not decode, fetching again", metadata: ["url": "\(url)", "error": "\(error)"])
        diskCache?.removeData(forKey: diskKey(for: url))
    }

    /// The original bytes, through a data job (joined or started) that image job `jobID` depends on.
    private func fetch(_ request: ImageRequest, jobID: UInt64, skippingDisk: Bool) async throws -> FetchedData {
        // A job cancelled and replaced meanwhile must not take over its successor's dependency.
        guard let job = imageJobs[request.key], job.id == jobID else { throw CancellationError() }
        let waiter = Waiter<FetchedData>(priority: job.priority)
        job.dependency = waiter
        let url = request.url
        await add(waiter, forData: url, fetch: request.fetch, skippingDisk: skippingDisk)
        return try await waiter.value { await self.remove(waiterID: waiter.id, fromData: url) }
    }

    /// Reads the disk cache's bytes and decodes them in one step of the decoding queue: a disk hit
    /// needs no data job and no hand-offs between them. Nil when the disk cache has no bytes for it.
    private func decodeFromDisk(_ request: ImageRequest, jobID: UInt64) async throws -> ImageResponse? {
        guard let disk = diskCache else { return nil }
        let priority = imageJobs[request.key]?.priority ?? .normal
        let limits = configuration.decodingLimits, decoders = decoders(for: request.fetch), key = diskKey(for: request.url)
        let decoded = try await decoding.run(id: jobID, priority: priority) {
            try await Self.readAndDecode(key, from: disk) { try Self.decode($0, request.processing, decoders: decoders, limits: limits) }
        }
        guard let (bitmap, byteCount) = decoded else {
            stats.record { $0.diskMisses += 1 }
            return nil
        }
        stats.record { $0.diskHits += 1; $0.diskBytesRead += byteCount; $0.decodes += 1 }
        return ImageResponse(image: bitmap, byteCount: byteCount, source: .disk)
    }

    private func decode(_ fetched: FetchedData, _ request: ImageRequest, jobID: UInt64) async throws -> ImageResponse {
        let priority = imageJobs[request.key]?.priority ?? .normal
        let limits = configuration.decodingLimits, decoders = decoders(for: request.fetch)
        let bitmap = try await decoding.run(id: jobID, priority: priority) {
            try await BlockingWork.run { try Self.decode(fetched.data, request.processing, decoders: decoders, limits: limits) }
        }
        stats.record { $0.decodes += 1 }
        return ImageResponse(image: bitmap, byteCount: fetched.data.count, source: fetched.source == .disk ? .disk : .network)
    }

    /// What decodes bytes fetched as `fetch` says: its loader's decoders, else the pipeline's.
    private nonisolated func decoders(for fetch: DataFetch) -> ImageDecoderRegistry {
        fetch.loader?.decoders ?? configuration.decoders
    }

    // MARK: Data jobs

    /// Makes `waiter` wait for the original bytes at `url`, starting a job unless one runs (which fetches
    /// them as `fetch` says).
    func add(_ waiter: Waiter<FetchedData>, forData url: URL, fetch: DataFetch = DataFetch(), skippingDisk: Bool = false) async {
        if let job = dataJobs.add(waiter, for: url, newID: nextID()) {
            job.task = Task { await runDataJob(url, fetch: fetch, id: job.id, skippingDisk: skippingDisk) }
        } else {
            stats.record { $0.coalescedTransfers += 1 }
            await refreshPriority(ofData: url)
        }
    }

    /// Withdraws a waiter; the transfer is cancelled if it was the last.
    func remove(waiterID: UInt64, fromData url: URL) async {
        if dataJobs.remove(waiterID: waiterID, for: url) { await refreshPriority(ofData: url) }
    }

    /// The priority of the data job for `url` now (its waiters' highest).
    private func priority(ofData url: URL) -> ImagePriority {
        dataJobs[url]?.priority ?? .normal
    }

    private func refreshPriority(ofData url: URL) async {
        guard let (job, priority) = dataJobs.changedPriority(of: url) else { return }
        network.setPriority(priority, forID: job.id)
    }

    private func runDataJob(_ url: URL, fetch: DataFetch, id: UInt64, skippingDisk: Bool) async {
        let result: Result<FetchedData, any Error>
        let sent = Locked(false)
        do {
            result = .success(try await loadData(url, fetch: fetch, jobID: id, skippingDisk: skippingDisk, sent: sent))
        } catch {
            result = .failure(error)
        }
        if Task.isCancelled, case .failure = result {
            // The job's last waiter left before it finished (`JobTable.remove` cancels only then).
            let wasSent = sent.withLock { $0 }
            stats.record { wasSent ? ($0.cancelledTransfers += 1) : ($0.cancelledBeforeSending += 1) }
        }
        guard let job = dataJobs.finish(url, id: id) else { return }
        for waiter in job.waiters { waiter.resume(with: result) }
    }

    /// The bytes at `url`, from the disk cache unless `skippingDisk`, else fetched as `fetch` says; `sent`
    /// becomes true when a request goes out (or the loader starts). Bytes no decoder recognizes are refused.
    private func loadData(
        _ url: URL, fetch: DataFetch, jobID: UInt64, skippingDisk: Bool, sent: Locked<Bool>
    ) async throws -> FetchedData {
        let disk = diskCache
        if !skippingDisk, let disk {
            if let data = await Self.read(diskKey(for: url), from: disk) {
                stats.record { $0.diskHits += 1; $0.diskBytesRead += data.count }
                return FetchedData(data: data, source: .disk)
            }
            stats.record { $0.diskMisses += 1 }
        }
        let body: Data, origin: String
        if let loader = fetch.loader {
            body = try await network.run(id: jobID, priority: priority(ofData: url)) {
                sent.withLock { $0 = true }
                return try await loader(url)
            }
            origin = "loaded by \(loader.name)"
        } else {
            let response = try await send(HTTPRequest(url: url, headers: fetch.headers), jobID: jobID, sent: sent)
            body = response.body
            origin = response.header("Content-Type") ?? "no content type"
        }
        stats.record { $0.transfers += 1; $0.networkBytes += body.count }
        let decoders = decoders(for: fetch)
        guard decoders.decoder(for: body) != nil else {
            throw HTTPError.invalidData(url: url, reason: "not a \(decoders.summary) image (\(origin))")
        }
        disk?.store(body, forKey: diskKey(for: url))
        await disk?.waitIfBehind()
        return FetchedData(data: body, source: .network)
    }

    /// Sends `request` with the client's retries. A transfer slot is held for each attempt alone, never
    /// through a retry's wait: requests waiting out a `Retry-After` leave the slots to others. The first
    /// attempt takes the priority read here; a retry asks again, since waiters may have come or gone while
    /// it waited.
    private func send(_ request: HTTPRequest, jobID: UInt64, sent: Locked<Bool>) async throws -> HTTPResponse {
        let client = configuration.client, network = network, url = request.url
        let firstPriority = Locked<ImagePriority?>(priority(ofData: url))
        return try await client.response(for: request) { exchange in
            let known = firstPriority.withLock { priority in
                defer { priority = nil }
                return priority
            }
            let priority = if let known { known } else { await self.priority(ofData: url) }
            return try await network.run(id: jobID, priority: priority) {
                sent.withLock { $0 = true }
                return try await exchange()
            }
        }
    }

    // A data job's disk reads run on the blocking-work threads, never on this actor nor on the cooperative
    // pool; an image job's disk hit is read where it is decoded (`readAndDecode`); writes are queued
    // (`WriteBehindCache`).

    private nonisolated static func read(_ key: String, from disk: any DataCaching) async -> Data? {
        try? await BlockingWork.run { disk.data(forKey: key) }
    }

    private nonisolated func diskKey(for url: URL) -> String {
        diskCacheKeys.withLock { $0.key(for: url) }
    }

    /// Keys the disk cache's bytes under `base` by `alias` from now on.
    nonisolated func alias(_ base: URL, as alias: String) {
        diskCacheKeys.withLock { $0.alias(base, as: alias) }
    }

    private func nextID() -> UInt64 {
        lastID += 1
        return lastID
    }
}
