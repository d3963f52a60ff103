import Foundation

/// What a transport sends: method, URL, headers and an optional body.
public struct HTTPRequest: Sendable, Hashable {
    /// The method; only idempotent ones are ever retried.
    public var method: HTTPMethod
    /// The absolute URL, query included.
    public var url: URL
    /// Header fields by name. Names are sent as given.
    public var headers: [String: String]
    /// The body to send, if any; set `Content-Type` in `headers` to describe it.
    public var body: Data?
    /// The longest the whole exchange, body included, may take; nil for `HTTPClient.timeout`
    /// (a transport used on its own then sets no limit).
    public var timeout: Duration?

    public init(
        method: HTTPMethod = .get, url: URL, headers: [String: String] = [:],
        body: Data? = nil, timeout: Duration? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}
