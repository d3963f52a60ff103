import FeatureSupport
import Foundation
import Testing
import TomoCore

/// The paging state both lists share, on pages whose arrival the test controls (the lists' own tests run
/// it against the reference server).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PageLoaderTests {
    /// Pages that arrive when the test says, each appending its number to `items`.
    @MainActor final class Pages {
        var items: [Int] = []
        private(set) var requested = 0
        private var pending: [CheckedContinuation<Int, any Error>] = []
        private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

        func fetch() async throws -> @MainActor () -> Bool {
            requested += 1
            let page = try await withCheckedThrowingContinuation { continuation in
                pending.append(continuation)
                waiters.removeAll { waiter in
                    guard requested >= waiter.count else { return false }
                    waiter.continuation.resume()
                    return true
                }
            }
            return { [self] in
                items.append(page)
                return page == 3
            }
        }

        /// Returns once request `count` has been made and waits for its page.
        func waitForRequest(_ count: Int) async {
            guard requested < count || pending.isEmpty else { return }
            await withCheckedContinuation { waiters.append((count, $0)) }
        }

        func arrive(_ page: Int) { pending.removeFirst().resume(returning: page) }
        func fail() { pending.removeFirst().resume(throwing: HTTPError.transport(url: URL(string: "http://a")!, reason: "down")) }
    }

    @Test func pagesLoadOneAtATimeUntilTheLastAndAFailureWaitsForRetry() async {
        let pages = Pages(), loader = PageLoader(of: "photos")
        let first = Task { await loader.loadNext(pages.fetch) }
        await pages.waitForRequest(1)
        #expect(loader.isLoading && loader.countText(0) == "0 photos, loading more…")
        loader.startLoading(pages.fetch)
        #expect(pages.requested == 1, "one page at a time")
        pages.arrive(1)
        await first.value
        #expect(pages.items == [1] && !loader.isLoading && !loader.reachedEnd)
        #expect(loader.countText(30) == "30 photos so far")

        let failing = Task { await loader.loadNext(pages.fetch) }
        await pages.waitForRequest(2)
        pages.fail()
        await failing.value
        #expect(loader.banner?.message.hasPrefix("Could not load more photos:") == true)
        loader.startLoading(pages.fetch)
        #expect(pages.requested == 2, "a failed page waits for Retry")

        let retry = Task { await loader.retry(pages.fetch) }
        await pages.waitForRequest(3)
        #expect(loader.banner == nil)
        pages.arrive(3)
        await retry.value
        #expect(pages.items == [1, 3] && loader.reachedEnd && loader.countText(60) == "60 photos")
        await loader.loadNext(pages.fetch)
        #expect(pages.requested == 3, "nothing after the last page")
    }

    @Test func pagesKeepComingWhileTheScreenStaysNearTheEnd() async throws {
        let pages = Pages(), loader = PageLoader(of: "images")
        loader.startLoading(pages.fetch) { pages.items.count < 2 }
        await pages.waitForRequest(1)
        pages.arrive(1)
        // Page 2 is asked for as page 1 is added, before `isLoading` is seen false, or never.
        await loader.waitUntil { !$0.isLoading || pages.requested == 2 }
        try #require(pages.requested == 2, "still near the end after page 1: page 2 without another scroll")
        pages.arrive(2)
        await loader.waitUntil { !$0.isLoading }
        #expect(pages.items == [1, 2] && pages.requested == 2, "no longer wanted after page 2")

        loader.startLoading(pages.fetch)
        await pages.waitForRequest(3)
        pages.arrive(3)
        await loader.waitUntil { !$0.isLoading }
        #expect(pages.items == [1, 2, 3] && loader.reachedEnd, "one page, asked for without a condition")
    }

    @Test func aPageOnItsWayWhenTheListResetsIsDropped() async {
        let pages = Pages(), loader = PageLoader(of: "images")
        let stale = Task { await loader.loadNext(pages.fetch) }
        await pages.waitForRequest(1)
        loader.reset()
        #expect(!loader.isLoading)
        let fresh = Task { await loader.loadNext(pages.fetch) }
        await pages.waitForRequest(2)
        pages.arrive(1)
        await stale.value
        #expect(pages.items.isEmpty, "the page asked for before the reset is dropped")
        #expect(loader.isLoading, "and does not end the fresh page's loading")
        pages.arrive(2)
        await fresh.value
        #expect(pages.items == [2] && !loader.isLoading)
    }
}
