import TomoCore
import TomoImaging

/// Why an image did not load, in the few words a tile has room for, and in full for its tooltip.
public struct ImageLoadFailure: Sendable, Hashable, Error {
    /// The kinds of failure a tile tells apart.
    public enum Kind: Sendable, Hashable {
        /// The server has no image there (404, 410).
        case notFound
        /// The bytes are not an image Tomo can decode (an HTML page, a damaged file).
        case notAnImage
        /// The server failed (5xx) or refused (another 4xx).
        case server(status: Int)
        /// The request did not get an answer: refused, reset, timed out.
        case network
        /// The item's fields do not make an image URL.
        case noURL
    }

    public var kind: Kind
    /// The whole story, for a tooltip or the log.
    public var detail: String

    public init(_ kind: Kind, detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// Classifies what loading an image threw.
    public init(_ error: any Error) {
        let detail = ErrorMessage.text(for: error)
        switch error {
        case HTTPError.status(_, let code, _, _) where code == 404 || code == 410:
            self.init(.notFound, detail: detail)
        case HTTPError.status(_, let code, _, _):
            self.init(.server(status: code), detail: detail)
        case HTTPError.invalidData, HTTPError.decoding, is ImagingError:
            self.init(.notAnImage, detail: detail)
        default:
            self.init(.network, detail: detail)
        }
    }

    /// The tile's words: "not found", "not an image", "server error 503", "network error", "no image URL".
    public var reason: String {
        switch kind {
        case .notFound: "not found"
        case .notAnImage: "not an image"
        case .server(let status): "server error \(status)"
        case .network: "network error"
        case .noURL: "no image URL"
        }
    }
}
