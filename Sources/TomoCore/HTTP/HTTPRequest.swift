import Foundation

/// What a transport sends: method, URL, headers and an optional body.
public struct HTTPRequest: Sendable, Hashable {
    public var method: HTTPMethod
    public var url: URL
    /// Header fields by name. Names are sent as given.
    public var headers: [String: String]
    public var body: Data?
    /// The longest the whole exchange may take; nil for the client's default.
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
