import Foundation
import Testing
import TomoCore
import TomoImaging
import TomoPipeline
import TomoTestSupport

/// A transfer slot is held for one attempt, never through a retry's wait: requests waiting out a
/// server's `Retry-After` leave the slots to others. Deterministic through a scripted transport.
@Suite struct TransferSlotTests {
    /// Answers `busy` URLs with a 503 asking for a two-minute wait, everything else with a PNG.
    private final class BusyTransport: HTTPTransport {
        let sent = Locked<[URL]>([])

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            sent.withLock { $0.append(request.url) }
            if request.url.lastPathComponent.hasPrefix("busy") {
                return HTTPResponse(statusCode: 503, headers: ["Retry-After": "120"], body: Data())
            }
            return HTTPResponse(statusCode: 200, headers: ["Content-Type": "image/png"], body: try TestImages.png())
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func requestsWaitingOutRetryAfterLeaveTheirSlotsToOthers() async throws {
        let transport = BusyTransport()
        let (retries, retried) = AsyncStream.makeStream(of: URL.self)
        let client = HTTPClient(
            transport: transport,
            retryPolicy: RetryPolicy(maximumAttempts: 2, maximumDelay: .seconds(300)),
            onRetry: { request, _, _, wait in
                if wait >= .seconds(120) { retried.yield(request.url) }
            })
        let pipeline = ImagePipeline(configuration: .init(client: client, maximumConcurrentTransfers: 2))
        let busy = [TestImages.url("busy-1"), TestImages.url("busy-2")]
        let waiting = busy.map { url in Task { try await pipeline.image(for: ImageRequest(url: url)) } }
        defer { waiting.forEach { $0.cancel() } }
        // Both slots' requests are now waiting two minutes to try again.
        var iterator = retries.makeAsyncIterator()
        for _ in busy { _ = await iterator.next() }

        let image = try await pipeline.image(for: ImageRequest(url: TestImages.url("free")))
        #expect((image.width, image.height) == (8, 6))
        #expect(transport.sent.withLock { $0 }.filter { busy.contains($0) }.count == 2, "the busy ones were sent once each")
    }
}
