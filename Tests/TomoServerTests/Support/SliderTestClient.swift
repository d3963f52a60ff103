import Foundation
import Logging
import Testing
import TomoCore
import TomoServer
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Requests with a body for the slider test API, over the same session as `HTTPTestClient`.
enum SliderTestClient {
    /// Sends `body` to `path` (relative to `base`) with `method`, as JSON.
    static func send(_ body: Data, to path: String, at base: URL, method: String = "POST") async throws -> TestResponse {
        var request = URLRequest(url: try #require(URL(string: base.absoluteString + path)))
        request.httpMethod = method
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (data, response) = try await HTTPTestClient.session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        let headers = Dictionary(http.allHeaderFields.map { ("\($0.key)", "\($0.value)") }, uniquingKeysWith: { a, _ in a })
        return TestResponse(status: http.statusCode, headers: headers, body: data)
    }

    /// POSTs the JSON text `json` to `path`.
    static func post(_ json: String, to path: String, at base: URL) async throws -> TestResponse {
        try await send(Data(json.utf8), to: path, at: base)
    }

    /// Starts a session and returns its first slider.
    static func start(at base: URL) async throws -> SliderTestStep {
        let response = try await post(#"{"choice": "start"}"#, to: "/test_start", at: base)
        try #require(response.status == 200, "test_start answered \(response.status)")
        guard case .step(let step) = try response.decode(SliderTestResponse.self) else {
            throw SliderTestClientError.unexpectedCompletion
        }
        return step
    }

    /// Sends a choice as the Core model encodes it (`choice` as a string) and decodes the answer.
    static func choose(_ choice: Int, in sessionID: Int, at base: URL) async throws -> SliderTestResponse {
        let body = try JSONEncoder().encode(SliderTestChoice(sessionID: sessionID, choice: choice))
        let response = try await send(body, to: "/test_next", at: base)
        try #require(response.status == 200, "test_next answered \(response.status)")
        return try response.decode(SliderTestResponse.self)
    }
}

/// A start answered with a completion: the server is broken.
enum SliderTestClientError: Error {
    case unexpectedCompletion
}

/// A time source for session expiry that moves only when a test advances it.
final class ManualClock: Sendable {
    private let origin = ContinuousClock.now
    private let elapsed = Locked(Duration.zero)

    var now: ContinuousClock.Instant { origin + elapsed.withLock { $0 } }

    func advance(by duration: Duration) {
        elapsed.withLock { $0 += duration }
    }
}

/// Runs `body` against a reference server with a tiny phantom and the given slider test configuration.
func withSliderTestServer<R>(
    _ sliderTest: SliderTestConfiguration = SliderTestConfiguration(),
    _ body: (URL) async throws -> R
) async throws -> R {
    var logger = Logger(label: "tomo.server.slider-test")
    logger.logLevel = .warning
    var configuration = ServerConfiguration(port: 0, dataSources: [.phantom(columns: 8, rows: 8, slices: 2)], logger: logger)
    configuration.sliderTest = sliderTest
    let server = try await ReferenceServer(configuration: configuration).start()
    let outcome: Result<R, any Error>
    do {
        outcome = .success(try await body(server.baseURL))
    } catch {
        outcome = .failure(error)
    }
    await server.stop()
    return try outcome.get()
}
