import Foundation
import Testing
import TomoAsyncHTTP
import TomoCore
import TomoServer
import TomoTestSupport
import TomoURLSession

/// The server-side view the client tests rely on.
@Suite("Traffic recorder", .timeLimit(.minutes(10)))
struct TrafficRecorderTests {
    @Test("Records method, path and query of every request, fast-path answers included")
    func recordsRequests() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            let transport = AsyncHTTPClientTransport()
            let series = try await TestSeries.load(from: base, with: transport)
            for _ in 0..<3 {
                // Repeats of an immutable image are answered in the channel pipeline, not the router.
                _ = try await transport.send(HTTPRequest(url: series.sliceURL(0, query: "bits=16")))
            }
            _ = try await transport.send(HTTPRequest(method: .post, url: series.url("/test_start"), body: Data(#"{"choice": "start"}"#.utf8)))

            let snapshot = traffic.snapshot
            #expect(snapshot.requests.map(\.path) == ["/series"] + Array(repeating: series.slicePath(0), count: 3) + ["/test_start"])
            #expect(snapshot.requests.map(\.method) == ["GET", "GET", "GET", "GET", "POST"])
            #expect(snapshot.requests(path: series.slicePath(0)).allSatisfy { $0.query == "bits=16" })
            #expect(snapshot.requests[0].query == nil)
            #expect(traffic.requestCount(path: series.slicePath(0)) == 3)
            #expect(snapshot.connectionsOpened == 1, "one kept-alive connection")
            #expect(snapshot.openConnectionCount == 1)
            #expect(!snapshot.connectionsClosed(afterRequestsTo: "/series"))
        }
    }

    @Test("A wait returns at once when the condition already holds, and times out when it never does")
    func waits() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            _ = try await TestSeries.load(from: base, with: URLSessionTransport())
            try await traffic.wait { $0.requestCount(path: "/series") == 1 }
            let error = await #expect(throws: TrafficWaitTimeout.self) {
                try await traffic.wait(timeout: .milliseconds(100)) { $0.requestCount(path: "/never") > 0 }
            }
            #expect(error?.snapshot.requests.count == 1)
        }
    }

    @Test("A waiting task can be cancelled")
    func cancelledWait() async throws {
        let traffic = TrafficRecorder()
        let waiting = Task { try await traffic.wait(timeout: .seconds(60)) { _ in false } }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }
}
