import NIOCore

/// The pieces of the fast path one server shares across its connections.
struct ImmutableResponseFastPath: Sendable {
    let cache: ImmutableResponseCache
    let clock = HTTPDateClock()

    init(cacheBytes: Int) {
        cache = ImmutableResponseCache(bytes: cacheBytes)
    }

    /// The handlers for one new connection.
    func makeHandlers() -> [any RemovableChannelHandler] {
        [ImmutableResponseHandler(cache: cache, clock: clock)]
    }
}
