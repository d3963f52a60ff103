import TomoCore

/// Warms the caches with images the user will probably want next, at prefetch priority.
///
/// Requests start in the order given (use `StackPrefetchOrder` for a stack), behind anything more
/// urgent; stopping a request cancels its transfer unless someone else wants the image.
public final class ImagePrefetcher: Sendable {
    private let pipeline: ImagePipeline
    private let tasks = Locked<[ImageRequest.Key: ImageTask]>([:])

    public init(pipeline: ImagePipeline) {
        self.pipeline = pipeline
    }

    /// Starts loading `requests` (their priority is lowered to `.prefetch`); already cached or
    /// already prefetching ones are skipped.
    public func startPrefetching(_ requests: [ImageRequest]) async {
        for var request in requests {
            let key = request.key
            guard pipeline.cachedImage(for: request) == nil, tasks.withLock({ $0[key] == nil }) else { continue }
            request.priority = .prefetch
            let task = await pipeline.imageTask(for: request)
            tasks.withLock { $0[key] = task }
            Task { [tasks] in
                _ = try? await task.image
                tasks.withLock { if $0[key] === task { $0[key] = nil } }
            }
        }
    }

    /// Stops prefetching `requests`.
    public func stopPrefetching(_ requests: [ImageRequest]) {
        let stopped = tasks.withLock { tasks in requests.compactMap { tasks.removeValue(forKey: $0.key) } }
        for task in stopped { task.cancel() }
    }

    /// Stops everything this prefetcher started.
    public func stopAll() {
        let stopped = tasks.withLock { tasks in
            defer { tasks.removeAll() }
            return Array(tasks.values)
        }
        for task in stopped { task.cancel() }
    }

    /// How many prefetches are in flight.
    public var count: Int {
        tasks.withLock { $0.count }
    }

    deinit {
        stopAll()
    }
}
