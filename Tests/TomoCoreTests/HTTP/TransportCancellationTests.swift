import Foundation
import Testing
import TomoCore
import TomoServer
import TomoTestSupport

/// Cancelling a transport's requests returns promptly with `CancellationError` and stops the transfer.
@Suite("Transport cancellation", .timeLimit(.minutes(10)))
struct TransportCancellationTests {
    /// Long enough that only cancellation can end a request early. The server's injected latency
    /// ends when the server stops, so the tests do not wait for it.
    private static let latency = Duration.seconds(60)

    private static func withSlowServer(
        _ body: (TestSeries, any HTTPTransport, TrafficRecorder) async throws -> Void, kind: TransportKind
    ) async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(
            faults: FaultConfiguration(latency: latency...latency),
            configure: { $0.trafficRecorder = traffic }
        ) { base in
            let transport = kind.make()
            try await body(try await TestSeries.load(from: base, with: transport), transport, traffic)
        }
    }

    @Test("Cancelling a request waiting on a slow response returns at once, and the server sees the close",
          arguments: TransportKind.allCases)
    func cancelSlowRequest(kind: TransportKind) async throws {
        try await Self.withSlowServer({ series, transport, traffic in
            let path = series.slicePath(0)
            let task = Task { try await transport.send(HTTPRequest(url: series.sliceURL(0))) }
            try await traffic.wait { $0.requestCount(path: path) == 1 }

            let (result, elapsed) = await cancelAndWait(task)
            #expect(throws: CancellationError.self) { try result.get() }
            #expect(elapsed < promptCancellation, "took \(elapsed)")
            try await traffic.wait { $0.connectionsClosed(afterRequestsTo: path) }
        }, kind: kind)
    }

    @Test("Cancelling a task group with many requests in flight returns (no deadlock)", arguments: TransportKind.allCases)
    func cancelTaskGroup(kind: TransportKind) async throws {
        try await Self.withSlowServer({ series, transport, traffic in
            let requests = 12, inFlight = 8
            let slicePaths = Set(series.sliceIndices.map(series.slicePath))
            let group = Task {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for index in 0..<requests {
                        group.addTask {
                            _ = try await transport.send(HTTPRequest(url: series.sliceURL(index % series.series.slices.count)))
                        }
                    }
                    try await group.waitForAll()
                }
            }
            try await traffic.wait { $0.requests.count(where: { slicePaths.contains($0.path) }) >= inFlight }

            let (result, elapsed) = await cancelAndWait(group)
            #expect(throws: CancellationError.self) { try result.get() }
            #expect(elapsed < promptCancellation, "took \(elapsed)")
            try await traffic.wait { snapshot in
                let carriers = Set(snapshot.requests.filter { slicePaths.contains($0.path) }.map(\.connection))
                return carriers.isSubset(of: snapshot.closedConnections)
            }
        }, kind: kind)
    }

    /// The async `URLSession.data(from:)` deadlocks here on Linux, in the first rounds of every run tried:
    /// its cancellation handler cancels the `URLSessionTask` while the runtime holds the task's status lock.
    @Test("Cancelling task groups while many transfers stream returns, round after round", arguments: TransportKind.allCases)
    func cancelStreamingTaskGroups(kind: TransportKind) async throws {
        try await withTestServer(data: [.phantom(columns: 64, rows: 64, slices: 16)]) { base in
            let transport = kind.make()
            let series = try await TestSeries.load(from: base, with: transport)
            for _ in 0..<10 {
                let (completions, completed) = AsyncStream.makeStream(of: Void.self)
                let group = Task {
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        for index in series.sliceIndices {
                            group.addTask {
                                _ = try await transport.send(HTTPRequest(url: series.sliceURL(index, query: "bits=16")))
                                completed.yield()
                            }
                        }
                        try await group.waitForAll()
                    }
                }
                var iterator = completions.makeAsyncIterator()
                for _ in 0..<2 { await iterator.next() }
                group.cancel()
                // A deadlock never returns here; the suite's time limit then fails the test.
                _ = await group.result
            }
        }
    }

    @Test("A request cancelled before it starts never reaches the server", arguments: TransportKind.allCases)
    func cancelledBeforeStart(kind: TransportKind) async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            let transport = kind.make()
            let series = try await TestSeries.load(from: base, with: transport)
            let request = HTTPRequest(url: series.sliceURL(0))
            let cancelled = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await transport.send(request)
            }
            await #expect(throws: CancellationError.self) { try await cancelled.value }
            let response = try await transport.send(request)
            #expect(response.statusCode == 200, "the transport still works")
            #expect(traffic.requestCount(path: series.slicePath(0)) == 1, "only the second request was sent")
        }
    }
}
