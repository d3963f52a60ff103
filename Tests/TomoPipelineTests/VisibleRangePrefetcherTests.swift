import Foundation
import Testing
import TomoCore
import TomoImaging
@testable import TomoPipeline

/// Visible-range prefetching, made deterministic by a transport that holds every request until the test
/// answers it: what is sent, in which order, and what a fling cancels.
@Suite(.timeLimit(.minutes(10))) struct VisibleRangePrefetcherTests {
    @Test func theWindowLoadsTheVisibleItemsThenThoseAheadInTheScrollDirection() {
        let down = PrefetchRange(visible: 10..<14, direction: .forward, lookahead: 3, count: 100)
        #expect(down.plan.map(\.index) == [10, 11, 12, 13, 14, 15, 16])
        #expect(down.plan.map(\.priority) == [.visible, .visible, .visible, .visible, .prefetch, .prefetch, .prefetch])
        let up = PrefetchRange(visible: 10..<14, direction: .backward, lookahead: 3, count: 100)
        #expect(up.ahead == [9, 8, 7], "nearest first")
        #expect(PrefetchRange(visible: 97..<103, lookahead: 5, count: 100).plan.map(\.index) == [97, 98, 99], "clamped")
        #expect(PrefetchRange(visible: 1..<4, direction: .backward, lookahead: 5, count: 100).ahead == [0])
        #expect(PrefetchRange(visible: -5..<0, count: 0).plan.isEmpty)
    }

    /// A prefetcher over `count` items on a gated pipeline with `transfers` slots, and the items' URLs.
    private func gatedPrefetcher(
        count: Int, transfers: Int
    ) -> (GatedTransport, VisibleRangePrefetcher, [URL], ImagePipeline) {
        let transport = GatedTransport()
        let urls = (0..<count).map { TestImages.url("item-\($0)") }
        let pipeline = ImagePipeline.gated(transport, transfers: transfers)
        let prefetcher = VisibleRangePrefetcher(pipeline: pipeline) { ImageRequest(url: urls[$0]) }
        return (transport, prefetcher, urls, pipeline)
    }

    // Loads started together reach the pipeline's queue in any order (each runs in a task of its own); they
    // start in priority and request order once they wait there. A test asserting an order waits for that.

    @Test func aFlingCancelsTheRowsItPassedAndLoadsWhereItStops() async throws {
        let (transport, prefetcher, urls, pipeline) = gatedPrefetcher(count: 200, transfers: 2)

        await prefetcher.update(PrefetchRange(visible: 0..<2, lookahead: 0, count: urls.count))
        await transport.waitUntilSent(2)
        await prefetcher.update(PrefetchRange(visible: 0..<6, lookahead: 6, count: urls.count))
        await pipeline.waitUntilTransfersWait(atLeast: 10)
        #expect(Set(transport.sent) == [urls[0], urls[1]], "the first visible items, two transfers at a time")

        // The fling: from the top to item 60.
        await prefetcher.update(PrefetchRange(visible: 60..<66, lookahead: 6, count: urls.count))
        await transport.waitUntilCancelled(2)
        #expect(Set(transport.cancelled) == [urls[0], urls[1]], "the transfers under way were dropped")
        #expect(await prefetcher.loadingIndices == Set(60..<72))
        for index in 60..<72 {
            let expected: ImagePriority = index < 66 ? .visible : .prefetch
            #expect(await prefetcher.task(for: index)?.priority == expected, "item \(index)")
        }
        let answered = await transport.respondAsSent(to: urls[60..<72], with: try TestImages.png())
        #expect(Set(answered) == Set(urls[60..<72]))
        #expect(transport.sent.count == 14, "each sent once")
        #expect(Set(transport.sent).isDisjoint(with: urls[2..<12]), "the queued items it passed were never sent")
        let image = try #require(await prefetcher.task(for: 60))
        #expect(try await image.image.width == 8)
        #expect(await prefetcher.task(for: 0) == nil)
    }

    @Test func itemsStartVisibleFirstThenAheadInOrder() async throws {
        let (transport, prefetcher, urls, pipeline) = gatedPrefetcher(count: 40, transfers: 1)
        let blocker = Task { try await pipeline.image(for: ImageRequest(url: TestImages.url("blocker"))) }
        await transport.waitUntilSent(1)
        await prefetcher.update(PrefetchRange(visible: 20..<24, direction: .backward, lookahead: 3, count: urls.count))
        await pipeline.waitUntilTransfersWait(atLeast: 7)
        let png = try TestImages.png()
        #expect(transport.respond(to: TestImages.url("blocker"), with: png))
        _ = try await blocker.value
        let expected = [20, 21, 22, 23, 19, 18, 17].map { urls[$0] }
        for (position, url) in expected.enumerated() {
            await transport.waitUntilSent(2 + position)
            #expect(transport.sent.last == url, "position \(position)")
            #expect(transport.respond(to: url, with: png))
        }
    }

    @Test func anItemThatStaysInTheWindowKeepsItsLoadAtItsNewPriority() async throws {
        let (transport, prefetcher, urls, pipeline) = gatedPrefetcher(count: 20, transfers: 1)
        await prefetcher.update(PrefetchRange(visible: 0..<1, lookahead: 0, count: urls.count))
        await transport.waitUntilSent(1)
        await prefetcher.update(PrefetchRange(visible: 0..<1, lookahead: 3, count: urls.count))
        await pipeline.waitUntilTransfersWait(atLeast: 3)
        let ahead = try #require(await prefetcher.task(for: 3))
        #expect(ahead.priority == .prefetch)

        // Scrolled on by two: item 3 is now visible, its queued load moves up and goes before 4 and 5.
        await prefetcher.update(PrefetchRange(visible: 2..<4, lookahead: 2, count: urls.count))
        #expect(await prefetcher.task(for: 3) === ahead, "the same load, not a new one")
        #expect(ahead.priority == .visible)
        await transport.waitUntilCancelled(1)
        #expect(transport.cancelled == [urls[0]])
        let png = try TestImages.png()
        for (position, index) in [2, 3].enumerated() {
            await transport.waitUntilSent(2 + position)
            #expect(transport.respond(to: urls[index], with: png), "item \(index)")
        }
        #expect(Set(await transport.respondAsSent(to: [urls[4], urls[5]], with: png)) == [urls[4], urls[5]])
        #expect(Array(transport.sent.prefix(3)) == [urls[0], urls[2], urls[3]])
        #expect(transport.sent.count == 5, "item 1, which left the range queued, was never sent")
        await prefetcher.stop()
        #expect(await prefetcher.loadingIndices.isEmpty)
    }

    @Test func rangesMovedFasterThanTheyApplyGoStraightToTheNewest() async throws {
        let (transport, prefetcher, urls, _) = gatedPrefetcher(count: 300, transfers: 2)
        // A fling reported at every step, without waiting: only the last range's items are started.
        for row in 0..<50 {
            prefetcher.move(to: PrefetchRange(visible: row * 4 ..< row * 4 + 8, lookahead: 4, count: urls.count))
        }
        await prefetcher.update(PrefetchRange(visible: 200..<208, lookahead: 4, count: urls.count))
        #expect(await prefetcher.loadingIndices == Set(200..<212))
        let answered = await transport.respondAsSent(to: urls[200..<212], with: try TestImages.png())
        #expect(Set(answered) == Set(urls[200..<212]))
        // A transfer of the fling cancelled on its way is recorded as sent and cancelled at once.
        let earlier = Set(urls[0..<200])
        let sentEarlier = Set(transport.sent).intersection(earlier)
        #expect(sentEarlier.isSubset(of: Set(transport.cancelled)), "whatever of the fling was sent was dropped")
        #expect(sentEarlier.count <= 4)
    }

    @Test func outcomesReportEachFinishedLoadAndAReloadStartsItAgain() async throws {
        let (transport, prefetcher, urls, _) = gatedPrefetcher(count: 10, transfers: 2)
        var outcomes = prefetcher.outcomes.makeAsyncIterator()
        await prefetcher.update(PrefetchRange(visible: 0..<2, count: urls.count))
        await transport.waitUntilSent(2)
        #expect(transport.respond(to: urls[1], with: Data("<html>".utf8)))
        let failed = try #require(await outcomes.next())
        #expect(failed.index == 1 && failed.request.url == urls[1])
        #expect(throws: HTTPError.self) { try failed.result.get() }

        // Retry: the same range, item 1 reloaded; its new load is sent again and lands.
        await prefetcher.update(PrefetchRange(visible: 0..<2, count: urls.count), reloading: [1])
        await transport.waitUntilSent(3)
        #expect(transport.sent.last == urls[1])
        #expect(transport.respond(to: urls[1], with: try TestImages.png()))
        let loaded = try #require(await outcomes.next())
        #expect(loaded.index == 1)
        #expect(try loaded.result.get().image.width == 8)
    }
}
