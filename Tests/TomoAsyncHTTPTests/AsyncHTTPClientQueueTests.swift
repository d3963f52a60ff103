import Foundation
import Testing
import TomoAsyncHTTP
import TomoCore
import TomoServer
import TomoTestSupport

/// Requests beyond the AsyncHTTPClient transport's connections wait their turn in the transport (see
/// `HostSlots`), bounded only by their own timeout and their task: the connection pool's own queue failed
/// them after its connect timeout, which a loaded machine reached although nothing was wrong.
@Suite("AsyncHTTPClient transport: requests beyond its connections", .timeLimit(.minutes(10)))
struct AsyncHTTPClientQueueTests {
    /// Runs `body` with a transport of one connection whose connect timeout is 0.2 s, a server holding image
    /// responses at its gate, and a first slice request already held there.
    private static func withOneBusyConnection(
        _ body: (AsyncHTTPClientTransport, TestSeries, TrafficRecorder, ResponseGate) async throws -> Void
    ) async throws {
        let traffic = TrafficRecorder(), gate = ResponseGate()
        try await withTestServer(configure: {
            $0.trafficRecorder = traffic
            $0.responseGate = gate
        }) { base in
            let transport = AsyncHTTPClientTransport(maximumConnectionsPerHost: 1, connectTimeout: .milliseconds(200))
            let series = try await TestSeries.load(from: base, with: transport)
            let first = Task { try await transport.send(HTTPRequest(url: series.sliceURL(0))) }
            try await traffic.wait { $0.requestCount(path: series.slicePath(0)) == 1 }
            try await body(transport, series, traffic, gate)
            gate.open()
            #expect(try await first.value.statusCode == 200)
        }
    }

    @Test("A request waiting longer than the connect timeout for the one connection gets it when it frees")
    func waitsPastTheConnectTimeout() async throws {
        try await Self.withOneBusyConnection { transport, series, traffic, gate in
            let second = Task { try await transport.send(HTTPRequest(url: series.sliceURL(1))) }
            // Not a synchronisation: time must pass. Five connect timeouts, after which AsyncHTTPClient's
            // pool failed a request queued in it (getConnectionFromPoolTimeout).
            try await Task.sleep(for: .seconds(1))
            #expect(traffic.requestCount(path: series.slicePath(1)) == 0, "it waits while the connection is busy")
            gate.open()
            #expect(try await second.value.statusCode == 200)
        }
    }

    @Test("A waiting request ends at its own timeout, and a cancelled one at once")
    func waitingEndsAtTheTimeoutOrCancellation() async throws {
        try await Self.withOneBusyConnection { transport, series, traffic, _ in
            let timeout = Duration.milliseconds(300)
            let clock = ContinuousClock(), start = clock.now
            let error = await #expect(throws: HTTPError.self) {
                try await transport.send(HTTPRequest(url: series.sliceURL(1), timeout: timeout))
            }
            guard case .timedOut? = error else {
                Issue.record("not a timeout: \(String(describing: error))")
                return
            }
            #expect(clock.now - start >= timeout)

            let waiting = Task { try await transport.send(HTTPRequest(url: series.sliceURL(2))) }
            let (result, elapsed) = await cancelAndWait(waiting)
            #expect(throws: CancellationError.self) { try result.get() }
            #expect(elapsed < promptCancellation, "took \(elapsed)")
            #expect(traffic.requestCount(path: series.slicePath(1)) == 0 && traffic.requestCount(path: series.slicePath(2)) == 0)
        }
    }
}
