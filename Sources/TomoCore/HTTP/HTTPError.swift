import Foundation

/// Why an HTTP exchange did not produce what the caller asked for.
public enum HTTPError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No connection to the server could be made: refused, its host not found or unreachable. `reason` is
    /// in people's words ("connection refused").
    case cannotConnect(url: URL, reason: String)
    /// The exchange failed below HTTP once connected: reset, or the body ended early.
    case transport(url: URL, reason: String)
    /// No complete response arrived within the request's timeout.
    case timedOut(url: URL, after: Duration)
    /// The server answered with a status other than 2xx.
    case status(url: URL, code: Int, bodyExcerpt: String, retryAfter: Duration?)
    /// The body was not the JSON the endpoint expects; `path` names the offending field, e.g. `slices[3]`.
    case decoding(url: URL, path: String, reason: String)
    /// The body arrived but its content is unusable (not an image, inconsistent data).
    case invalidData(url: URL, reason: String)

    /// The URL of the request that failed.
    public var url: URL {
        switch self {
        case .cannotConnect(let url, _), .transport(let url, _), .timedOut(let url, _), .status(let url, _, _, _),
             .decoding(let url, _, _), .invalidData(let url, _):
            url
        }
    }

    /// Whether trying the same idempotent request again may succeed: connection trouble, timeouts,
    /// 408, 429 and 5xx. Other 4xx and bad content fail the same way every time.
    public var isTransient: Bool {
        switch self {
        case .cannotConnect, .transport, .timedOut: true
        case .status(_, let code, _, _): code == 408 || code == 429 || (500..<600).contains(code)
        case .decoding, .invalidData: false
        }
    }

    /// Whether the server wants credentials, or refused the ones sent (401): asking the user, not
    /// trying again, is the way on.
    public var needsAuthentication: Bool {
        if case .status(_, 401, _, _) = self { true } else { false }
    }

    public var description: String {
        switch self {
        case .cannotConnect(let url, let reason):
            "cannot connect to \(Self.hostAndPort(of: url)): \(reason)"
        case .transport(let url, let reason):
            "request to \(url.absoluteString) failed: \(reason)"
        case .timedOut(let url, let after):
            "no response from \(url.absoluteString) within \(after)"
        case .status(let url, 401, _, _):
            "\(url.absoluteString) answered 401 Unauthorized: it needs authentication (no credentials, or ones it refused)"
        case .status(let url, let code, let excerpt, _):
            "\(url.absoluteString) answered \(code) \(Self.reasonPhrase(forStatusCode: code))"
                + (excerpt.isEmpty ? "" : ": \(excerpt)")
        case .decoding(let url, let path, let reason):
            "unexpected data from \(url.absoluteString)" + (path.isEmpty ? "" : " at \(path)") + ": \(reason)"
        case .invalidData(let url, let reason):
            "unusable data from \(url.absoluteString): \(reason)"
        }
    }

    /// `host:port` of `url`, the scheme's port when it names none.
    public static func hostAndPort(of url: URL) -> String {
        let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
        return "\(url.host() ?? url.absoluteString):\(port)"
    }

    /// The people's words for a connect failure's `errno`, nil for one that is not about connecting.
    public static func connectFailure(errno code: Int32) -> String? {
        switch code {
        case ECONNREFUSED: "connection refused"
        case EHOSTUNREACH: "host unreachable"
        case ENETUNREACH: "network unreachable"
        case ETIMEDOUT: "no answer"
        default: nil
        }
    }
}
