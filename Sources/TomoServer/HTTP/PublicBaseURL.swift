import Foundation
import Hummingbird
import TomoCore

/// The base URL clients reach this server at, for the absolute URLs that JSON bodies carry.
///
/// The configured public URL when there is one (behind a proxy or CDN); otherwise `http://` and the
/// request's `Host`; for a request without a usable `Host`, the address the server is bound to.
final class PublicBaseURL: Sendable {
    private let configured: String?
    private let bound: Locked<String>

    init(configured: URL?) {
        self.configured = configured.map { Self.trimmed($0.absoluteString) }
        // Replaced by `serverStarted(at:)` once the port is bound, before requests can arrive.
        bound = Locked("http://localhost")
    }

    /// Records where the server listens once it is bound (port 0 becomes the real port).
    func serverStarted(at url: URL) {
        bound.withLock { $0 = Self.trimmed(url.absoluteString) }
    }

    /// The base for `request`, without a trailing slash, e.g. `http://127.0.0.1:8080`.
    func resolve(for request: Request) -> String {
        if let configured { return configured }
        if let host = request.head.authority, Self.isPlausibleHost(host) {
            return "http://\(host)"
        }
        return bound.withLock { $0 }
    }

    /// The configured base, or `fallback` when none is configured: for documents made without a
    /// request, such as those of a static export.
    func resolve(default fallback: String) -> String {
        configured ?? fallback
    }

    /// A host name or address with an optional port, and nothing that could bend the URL around it.
    private static func isPlausibleHost(_ text: String) -> Bool {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: ".-_:[]"))
        return (1...255).contains(text.utf8.count) && text.unicodeScalars.allSatisfy { $0.isASCII && allowed.contains($0) }
    }

    private static func trimmed(_ text: String) -> String {
        text.hasSuffix("/") ? String(text.dropLast()) : text
    }
}
