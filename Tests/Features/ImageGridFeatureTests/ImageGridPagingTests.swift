import Foundation
import ImageGridFeature
import Testing
import TomoCore
import TomoServer
import TomoTestSupport

/// Pages arrive as the user nears the end; a failed page keeps what was loaded and retries in one click.
@MainActor
// Time limits catch hangs (DEVELOPERS.md): the work takes seconds, minutes under the thread sanitizer.
@Suite(.timeLimit(.minutes(10))) struct ImageGridPagingTests {
    @Test func pagesLoadOnlyAsTheWindowNearsTheEnd() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            let model = GridFixture.model(base: base, pageSize: 40)
            await model.start()
            #expect(model.items.count == 40)
            await model.showAndSettle(rows: 0..<2)
            #expect(model.items.count == 40, "the first rows are far from the end")
            await model.showAndSettle(rows: 8..<10)
            await model.waitUntil { !$0.isLoadingPage }
            #expect(model.items.count == 80)
            let listRequests = traffic.snapshot.requests.filter { $0.path == "/api/v2/content/misc/media-coverages" }
            #expect(listRequests.map(\.query) == ["limit=40&offset=0", "limit=40&offset=40"])
        }
    }

    @Test func aPageThatFailsShowsABannerKeepsTheItemsAndRetries() async throws {
        let port = try TestEnvironment.freePort()
        let model = try await withTestServer(configure: { $0.port = port }) { base in
            let model = GridFixture.model(base: base, pageSize: 20, retries: 0)
            await model.start()
            await model.showAndSettle(rows: 0..<2)
            await model.waitUntil { !$0.isLoadingPage }
            return model
        }
        let loaded = model.items.count
        #expect(loaded >= 20 && loaded % 20 == 0)
        // The server has gone away: the next page fails.
        let lastRow = loaded / GridFixture.columns
        let lastRows = (lastRow - 2) * GridFixture.columns ..< loaded
        model.show(visible: lastRows, columns: GridFixture.columns, cellPixelSize: GridFixture.cellPixels)
        // Their thumbnails fail too: once they have, no connection to the dead server is still being
        // tried (the client's pool fails every request waiting for a connection when one cannot be made).
        await model.waitUntil { $0.banner != nil && $0.items[lastRows].allSatisfy(\.state.isSettled) }
        let banner = try #require(model.banner)
        #expect(banner.message.hasPrefix("Could not load more images") && banner.actionTitle == "Retry")
        #expect(model.items.count == loaded, "the items already loaded stay")

        try await withTestServer(configure: { $0.port = port }) { _ in
            await model.retry()
            #expect(model.banner == nil)
            #expect(model.items.count == loaded + 20)
        }
    }

    @Test func reloadStartsOverFromTheFirstPage() async throws {
        try await withTestServer { base in
            let model = GridFixture.model(base: base, pageSize: 20)
            await model.start()
            await model.showAndSettle(rows: 4..<6)
            await model.waitUntil { !$0.isLoadingPage }
            #expect(model.items.count == 60, "pages come until rows 4..<6 are two screens and a lookahead from the end")
            let first = model.items[0]
            await model.reload()
            #expect(model.items.count == 20)
            #expect(model.items[0] !== first && model.items[0].coverage == first.coverage)
        }
    }
}
