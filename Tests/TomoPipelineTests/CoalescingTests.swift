import Foundation
import Testing
import TomoCore
import TomoImaging
@testable import TomoPipeline

/// Coalescing and cancellation, made deterministic by a transport that holds every request until the
/// test answers it. (The same behaviour is checked against the reference server in PipelineServerTests.)
@Suite struct CoalescingTests {
    @Test func concurrentRequestsForOneImageShareOneTransferAndOneDecode() async throws {
        let transport = GatedTransport()
        let pipeline = ImagePipeline.gated(transport)
        let url = TestImages.url("a")
        let waiters = (0..<8).map { _ in Task { try await pipeline.image(for: ImageRequest(url: url)) } }
        await transport.waitUntilSent(1)
        await pipeline.waitForStats { $0.coalescedRequests >= 7 }
        #expect(transport.respond(to: url, with: try TestImages.png()))
        let images = try await waiters.asyncMap { try await $0.value }
        #expect(transport.sent == [url])
        let stats = await pipeline.stats
        #expect(stats.decodes == 1)
        #expect(images.allSatisfy { $0 == images[0] })
    }

    @Test func differentProcessingOfOneURLSharesTheTransfer() async throws {
        let transport = GatedTransport()
        let pipeline = ImagePipeline.gated(transport)
        let url = TestImages.url("b")
        let plain = Task { try await pipeline.image(for: ImageRequest(url: url)) }
        let small = Task { try await pipeline.image(for: ImageRequest(url: url, processing: [.aspectFill(width: 4, height: 4)])) }
        await transport.waitUntilSent(1)
        await pipeline.waitForStats { $0.coalescedTransfers >= 1 }
        transport.respond(to: url, with: try TestImages.png(width: 8, height: 6))
        let (full, thumbnail) = try await (plain.value, small.value)
        #expect(transport.sent == [url])
        #expect((full.width, full.height) == (8, 6))
        #expect((thumbnail.width, thumbnail.height) == (4, 4))
        #expect(await pipeline.stats.decodes == 2)
    }

    @Test func cancellingOneWaiterLeavesTheTransferToTheOthers() async throws {
        let transport = GatedTransport()
        let pipeline = ImagePipeline.gated(transport)
        let url = TestImages.url("c")
        let leaving = Task { try await pipeline.image(for: ImageRequest(url: url)) }
        let staying = Task { try await pipeline.image(for: ImageRequest(url: url)) }
        await transport.waitUntilSent(1)
        await pipeline.waitForStats { $0.coalescedRequests >= 1 }
        leaving.cancel()
        await #expect(throws: CancellationError.self) { try await leaving.value }
        #expect(transport.respond(to: url, with: try TestImages.png()))
        _ = try await staying.value
        #expect(transport.cancelled.isEmpty)
    }

    @Test(.timeLimit(.minutes(10)))
    func aDataCallerThatCancelsLeavesTheImageLoadOfTheSameURLToFinish() async throws {
        let transport = GatedTransport()
        let pipeline = ImagePipeline.gated(transport)
        let url = TestImages.url("shared")
        let image = Task { try await pipeline.image(for: ImageRequest(url: url)) }
        await transport.waitUntilSent(1)
        let bytes = Task { try await pipeline.data(for: url) }
        await pipeline.waitForStats { $0.coalescedTransfers >= 1 }
        bytes.cancel()
        await #expect(throws: CancellationError.self) { try await bytes.value }
        #expect(transport.respond(to: url, with: try TestImages.png()))
        _ = try await image.value  // a waiter mistaken for the cancelled one would never be answered
        #expect(transport.cancelled.isEmpty)
    }

    @Test func severalTasksAwaitingOneImageTaskAllGetTheImage() async throws {
        let transport = GatedTransport()
        let pipeline = ImagePipeline.gated(transport)
        let url = TestImages.url("awaited twice")
        let task = await pipeline.imageTask(for: ImageRequest(url: url))
        let first = Task { try await task.image }, second = Task { try await task.image }
        await transport.waitUntilSent(1)
        #expect(transport.respond(to: url, with: try TestImages.png()))
        let (one, two) = try await (first.value, second.value)
        #expect(one == two)
    }

    @Test func cancellingTheLastWaiterCancelsTheTransfer() async throws {
        let transport = GatedTransport()
        let pipeline = ImagePipeline.gated(transport)
        let url = TestImages.url("d")
        let waiters = (0..<3).map { _ in Task { try await pipeline.image(for: ImageRequest(url: url)) } }
        await transport.waitUntilSent(1)
        for waiter in waiters { waiter.cancel() }
        for waiter in waiters { await #expect(throws: CancellationError.self) { try await waiter.value } }
        await transport.waitUntilCancelled(1)
        #expect(transport.cancelled == [url])
        #expect(await pipeline.stats.activity.dataJobs == 0)
        #expect(await pipeline.stats.activity.imageJobs == 0)
    }

    @Test func visibleRequestsOvertakeQueuedPrefetches() async throws {
        let transport = GatedTransport()
        let pipeline = ImagePipeline.gated(transport, transfers: 1)
        let blocker = TestImages.url("blocker")
        let first = Task { try await pipeline.image(for: ImageRequest(url: blocker)) }
        await transport.waitUntilSent(1)
        var prefetches: [Task<Bitmap, any Error>] = []
        for name in ["p1", "p2", "p3"] {
            let task = await pipeline.imageTask(for: ImageRequest(url: TestImages.url(name), priority: .prefetch))
            prefetches.append(Task { try await task.image })
        }
        let visible = await pipeline.imageTask(for: ImageRequest(url: TestImages.url("v"), priority: .visible))
        let raised = await pipeline.imageTask(for: ImageRequest(url: TestImages.url("p4"), priority: .prefetch))
        await raised.setPriority(.normal)
        await pipeline.waitUntilTransfersWait(atLeast: 5)
        let expected = ["blocker", "v", "p4", "p1", "p2", "p3"].map(TestImages.url)
        for (index, url) in expected.enumerated() {
            await transport.waitUntilSent(index + 1)
            #expect(transport.sent[index] == url)
            transport.respond(to: url, with: try TestImages.png(seed: UInt8(index)))
        }
        _ = try await first.value
        _ = try await (visible.image, raised.image)
        for task in prefetches { _ = try await task.value }
    }
}

extension Array {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
