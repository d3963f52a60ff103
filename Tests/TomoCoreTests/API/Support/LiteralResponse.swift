import Foundation
import Testing
import TomoCore

/// Runs literal bodies through `Endpoint.json`'s decoding, as if a server had answered them with 200.
enum LiteralResponse {
    static let url = URL(string: "http://tomo.test/resource")!

    /// The decoded body.
    static func decode<T: Decodable & Sendable>(
        _ type: T.Type, _ body: String, contentType: String = "application/json"
    ) throws -> T {
        try Endpoint<T>.json(HTTPRequest(url: url)).decode(response(body, contentType: contentType))
    }

    /// The path and reason of the `HTTPError.decoding` that decoding `body` throws; records an issue
    /// (and returns nil) when it succeeds or throws anything else.
    static func failure<T: Decodable & Sendable>(
        _ type: T.Type, _ body: String, contentType: String = "application/json",
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (path: String, reason: String)? {
        do {
            let value = try decode(type, body, contentType: contentType)
            Issue.record("decoded \(value) from \(body)", sourceLocation: sourceLocation)
        } catch HTTPError.decoding(let errorURL, let path, let reason) {
            #expect(errorURL == url, sourceLocation: sourceLocation)
            return (path, reason)
        } catch {
            Issue.record("expected HTTPError.decoding, got \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    private static func response(_ body: String, contentType: String) -> HTTPResponse {
        HTTPResponse(statusCode: 200, headers: ["Content-Type": contentType], body: Data(body.utf8))
    }
}
