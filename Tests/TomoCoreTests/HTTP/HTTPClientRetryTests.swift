import Foundation
import Testing
import TomoCore
import TomoServer
import TomoTestSupport
import TomoURLSession

/// `HTTPClient`'s retries against the reference server's fault injection, whose decisions are
/// deterministic per URL and attempt: the same faults on every run.
@Suite("HTTPClient retries", .timeLimit(.minutes(10)))
struct HTTPClientRetryTests {
    /// Quick waits, so tests that retry stay fast.
    private static let quickRetries = RetryPolicy(maximumAttempts: 10, baseDelay: .milliseconds(2), maximumDelay: .milliseconds(10))

    @Test("Server errors and cut-off bodies are retried until every slice arrives intact", arguments: TransportKind.allCases)
    func retriesUntilSuccess(kind: TransportKind) async throws {
        let clean = try await withTestServer { base in
            let client = HTTPClient(transport: kind.make())
            let series = try await TestSeries.load(from: base, with: client.transport)
            var bodies: [Data] = []
            for index in series.sliceIndices {
                bodies.append(try await client.response(for: HTTPRequest(url: series.sliceURL(index))).body)
            }
            return bodies
        }
        let traffic = TrafficRecorder()
        let retries = RetryLog()
        let faults = FaultConfiguration(seed: 11, errorRate: 0.3, truncationRate: 0.2)
        try await withTestServer(faults: faults, configure: { $0.trafficRecorder = traffic }) { base in
            let client = HTTPClient(transport: kind.make(), retryPolicy: Self.quickRetries, onRetry: retries.observer)
            let series = try await TestSeries.load(from: base, with: client.transport)
            for index in series.sliceIndices {
                let response = try await client.response(for: HTTPRequest(url: series.sliceURL(index)))
                #expect(response.body == clean[index], "slice \(index)")
            }
            let slicePaths = Set(series.sliceIndices.map(series.slicePath))
            let sliceRequests = traffic.snapshot.requests.count(where: { slicePaths.contains($0.path) })
            #expect(sliceRequests > slicePaths.count, "some attempts failed and were retried")
            #expect(sliceRequests == slicePaths.count + retries.all.count)
            #expect(retries.all.contains { $0.error.statusCode.map { (500..<600).contains($0) } == true })
            #expect(retries.all.contains { $0.error.isTransport })
        }
    }

    @Test("4xx answers are never retried", arguments: ["/series/no-such-series", "/series/{id}/slice/{slice}?window=nonsense"])
    func neverRetriesClientErrors(pathTemplate: String) async throws {
        let traffic = TrafficRecorder()
        let retries = RetryLog()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            let client = HTTPClient(transport: URLSessionTransport(), retryPolicy: Self.quickRetries, onRetry: retries.observer)
            let series = try await TestSeries.load(from: base, with: client.transport)
            let url = series.url(pathTemplate
                .replacingOccurrences(of: "{id}", with: series.series.id)
                .replacingOccurrences(of: "{slice}", with: series.series.slices[0]))
            let error = await #expect(throws: HTTPError.self) { try await client.response(for: HTTPRequest(url: url)) }
            #expect(error?.statusCode.map { (400..<500).contains($0) } == true, "\(String(describing: error))")
            #expect(traffic.requestCount(path: url.path(percentEncoded: true)) == 1)
            #expect(retries.all.isEmpty)
        }
    }

    @Test("Attempts are bounded: a request that always fails is sent maximumAttempts times")
    func boundedAttempts() async throws {
        let traffic = TrafficRecorder()
        let retries = RetryLog()
        try await withTestServer(faults: FaultConfiguration(errorRate: 1), configure: { $0.trafficRecorder = traffic }) { base in
            let policy = RetryPolicy(maximumAttempts: 3, baseDelay: .milliseconds(2), maximumDelay: .milliseconds(10))
            let client = HTTPClient(transport: URLSessionTransport(), retryPolicy: policy, onRetry: retries.observer)
            let series = try await TestSeries.load(from: base, with: client.transport)
            let error = await #expect(throws: HTTPError.self) {
                try await client.response(for: HTTPRequest(url: series.sliceURL(0)))
            }
            #expect(error?.statusCode.map { (500..<600).contains($0) } == true, "\(String(describing: error))")
            #expect(traffic.requestCount(path: series.slicePath(0)) == 3)
            #expect(retries.all.map(\.attempt) == [1, 2])
        }
    }

    @Test("Timeouts are retried, then thrown as timedOut")
    func retriesTimeouts() async throws {
        let traffic = TrafficRecorder()
        let latency = Duration.seconds(1)
        try await withTestServer(faults: FaultConfiguration(latency: latency...latency), configure: { $0.trafficRecorder = traffic }) { base in
            let policy = RetryPolicy(maximumAttempts: 2, baseDelay: .milliseconds(2), maximumDelay: .milliseconds(10))
            let client = HTTPClient(transport: URLSessionTransport(), retryPolicy: policy, timeout: .milliseconds(200))
            let series = try await TestSeries.load(from: base, with: client.transport)
            let error = await #expect(throws: HTTPError.self) {
                try await client.response(for: HTTPRequest(url: series.sliceURL(0)))
            }
            #expect(error?.isTimedOut == true, "\(String(describing: error))")
            try await traffic.wait { $0.requestCount(path: series.slicePath(0)) == 2 }
        }
    }

    @Test("POST is never retried, even after a failure that would be retried for GET")
    func neverRetriesPost() async throws {
        // The port of a server that has stopped: every attempt is refused.
        let base = try await withTestServer { base in base }
        let url = base.appending(path: "test_start")
        let retries = RetryLog()
        let client = HTTPClient(transport: URLSessionTransport(), retryPolicy: RetryPolicy(maximumAttempts: 3, baseDelay: .milliseconds(1)), onRetry: retries.observer)

        let post = HTTPRequest(method: .post, url: url, body: Data(#"{"choice": "start"}"#.utf8))
        let postError = await #expect(throws: HTTPError.self) { try await client.response(for: post) }
        #expect(postError?.isCannotConnect == true && postError?.isTransient == true, "\(String(describing: postError))")
        #expect(retries.all.isEmpty)

        _ = await #expect(throws: HTTPError.self) { try await client.response(for: HTTPRequest(url: url)) }
        #expect(retries.all.count == 2, "the same failure on a GET is retried")
    }

    @Test("Retry-After from the server sets the wait")
    func honoursRetryAfter() async throws {
        let traffic = TrafficRecorder()
        let retries = RetryLog()
        let faults = FaultConfiguration(errorRate: 1, retryAfterSeconds: 1)
        try await withTestServer(faults: faults, configure: { $0.trafficRecorder = traffic }) { base in
            let policy = RetryPolicy(maximumAttempts: 2, baseDelay: .milliseconds(1), maximumDelay: .seconds(10))
            let client = HTTPClient(transport: URLSessionTransport(), retryPolicy: policy, onRetry: retries.observer)
            let series = try await TestSeries.load(from: base, with: client.transport)
            let clock = ContinuousClock()
            let start = clock.now
            _ = await #expect(throws: HTTPError.self) {
                try await client.response(for: HTTPRequest(url: series.sliceURL(0)))
            }
            let elapsed = clock.now - start
            #expect(retries.all.map(\.wait) == [.seconds(1)])
            #expect(elapsed >= .seconds(1), "took \(elapsed)")
            #expect(traffic.requestCount(path: series.slicePath(0)) == 2)
        }
    }

    @Test("Cancelling during a retry wait returns at once")
    func retryWaitIsCancellable() async throws {
        let traffic = TrafficRecorder()
        let faults = FaultConfiguration(errorRate: 1, retryAfterSeconds: 60)
        try await withTestServer(faults: faults, configure: { $0.trafficRecorder = traffic }) { base in
            let (waits, waiting) = AsyncStream.makeStream(of: Duration.self)
            let policy = RetryPolicy(maximumAttempts: 3, baseDelay: .milliseconds(1), maximumDelay: .seconds(60))
            let client = HTTPClient(transport: URLSessionTransport(), retryPolicy: policy, onRetry: { _, _, _, wait in waiting.yield(wait) })
            let series = try await TestSeries.load(from: base, with: client.transport)
            let task = Task { try await client.response(for: HTTPRequest(url: series.sliceURL(0))) }
            var iterator = waits.makeAsyncIterator()
            #expect(await iterator.next() == .seconds(60))

            let (result, elapsed) = await cancelAndWait(task)
            #expect(throws: CancellationError.self) { try result.get() }
            #expect(elapsed < promptCancellation, "took \(elapsed)")
            #expect(traffic.requestCount(path: series.slicePath(0)) == 1)
        }
    }
}
