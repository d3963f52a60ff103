/// One request as the server received it, before routing, faults or the fast path.
public struct RecordedRequest: Sendable, Hashable {
    /// The method, e.g. `GET`.
    public var method: String
    /// The path as sent, still percent-encoded, e.g. `/series/abc/slice/def`.
    public var path: String
    /// What followed the `?` in the request target, if anything did.
    public var query: String?
    /// The connection it arrived on (see `TrafficSnapshot.closedConnections`).
    public var connection: Int

    public init(method: String, path: String, query: String?, connection: Int) {
        self.method = method
        self.path = path
        self.query = query
        self.connection = connection
    }

    /// Splits a request target such as `/a/b?x=1` into path and query.
    init(method: String, target: String, connection: Int) {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        self.init(
            method: method, path: String(parts[0]),
            query: parts.count > 1 ? String(parts[1]) : nil, connection: connection)
    }
}
