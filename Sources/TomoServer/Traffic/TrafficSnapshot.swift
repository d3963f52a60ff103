/// What a `TrafficRecorder` has seen so far: requests in arrival order and the connections' fates.
public struct TrafficSnapshot: Sendable, Hashable {
    /// Every request received, in the order the server read their heads.
    public internal(set) var requests: [RecordedRequest] = []
    /// How many connections the server accepted; they are numbered from 1 in that order.
    public internal(set) var connectionsOpened = 0
    /// The connections that ended, or whose client closed its side (the server may still be writing
    /// to it, but no further request can come).
    public internal(set) var closedConnections: Set<Int> = []

    public init() {}

    /// How many connections are open now.
    public var openConnectionCount: Int { connectionsOpened - closedConnections.count }

    /// The requests for `path` (percent-encoded, without query), in arrival order.
    public func requests(path: String) -> [RecordedRequest] {
        requests.filter { $0.path == path }
    }

    /// How many requests for `path` (percent-encoded, without query) arrived, whatever their method.
    public func requestCount(path: String) -> Int {
        requests.count(where: { $0.path == path })
    }

    /// Whether a request for `path` arrived and every connection that carried one has closed:
    /// "the server saw the client go away" after a cancelled request.
    public func connectionsClosed(afterRequestsTo path: String) -> Bool {
        let carriers = Set(requests(path: path).map(\.connection))
        return !carriers.isEmpty && carriers.isSubset(of: closedConnections)
    }
}
