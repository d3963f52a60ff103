import Foundation
import Testing
import TomoTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A response as the tests see it.
struct TestResponse: Sendable {
    let status: Int
    let headers: [String: String]
    let body: Data

    /// A header by case-insensitive name.
    func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: body)
    }
}

/// Plain HTTP GETs over URLSession with no caching, so every request reaches the server. A request gives
/// up after `TestWait.limit` (URLSession's default of 60 s was reached under the thread sanitizer, with
/// the whole suite sharing two cores).
enum HTTPTestClient {
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = TestWait.limitInSeconds
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
        return URLSession(configuration: configuration)
    }()

    /// GETs `path` (already percent-encoded, with any query) relative to `base`.
    static func get(_ path: String, from base: URL, headers: [String: String] = [:]) async throws -> TestResponse {
        let url = try #require(URL(string: base.absoluteString + path))
        return try await get(url, headers: headers)
    }

    static func get(_ url: URL, headers: [String: String] = [:]) async throws -> TestResponse {
        try await send(method: "GET", url, headers: headers)
    }

    /// Sends a request with any method and an optional body.
    static func send(method: String, _ url: URL, headers: [String: String] = [:], body: Data? = nil) async throws -> TestResponse {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return try await withCheckedThrowingContinuation { continuation in
            session.dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(throwing: error)
                } else if let http = response as? HTTPURLResponse {
                    let headers = Dictionary(
                        http.allHeaderFields.map { ("\($0.key)", "\($0.value)") }, uniquingKeysWith: { a, _ in a })
                    continuation.resume(returning: TestResponse(status: http.statusCode, headers: headers, body: data ?? Data()))
                } else {
                    continuation.resume(throwing: URLError(.badServerResponse))
                }
            }.resume()
        }
    }
}
