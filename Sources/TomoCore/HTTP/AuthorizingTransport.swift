import Foundation

/// A transport that adds credentials to the requests it sends to one origin (scheme, host and port), and
/// to no other: a link or redirect elsewhere never carries them. A request that sets its own
/// `Authorization` keeps it.
public struct AuthorizingTransport: HTTPTransport {
    public let base: any HTTPTransport
    public let credentials: HTTPCredentials
    /// The server the credentials are for.
    public let origin: URL

    public init(_ base: any HTTPTransport, credentials: HTTPCredentials, origin: URL) {
        self.base = base
        self.credentials = credentials
        self.origin = origin
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard Self.sameOrigin(request.url, origin),
              !request.headers.keys.contains(where: { $0.caseInsensitiveCompare("Authorization") == .orderedSame })
        else { return try await base.send(request) }
        var authorized = request
        authorized.headers["Authorization"] = credentials.authorization
        return try await base.send(authorized)
    }

    /// Whether `a` and `b` share scheme, host and port (the scheme's default port when none is named).
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased()
            && HTTPError.hostAndPort(of: a).lowercased() == HTTPError.hostAndPort(of: b).lowercased()
    }
}

extension HTTPClient {
    /// This client, sending `credentials` with every request to `origin`'s server (nil: unchanged).
    public func authorizing(_ credentials: HTTPCredentials?, for origin: URL) -> HTTPClient {
        guard let credentials else { return self }
        return HTTPClient(
            transport: AuthorizingTransport(transport, credentials: credentials, origin: origin), retryPolicy: retryPolicy,
            timeout: timeout, onRetry: onRetry)
    }
}
