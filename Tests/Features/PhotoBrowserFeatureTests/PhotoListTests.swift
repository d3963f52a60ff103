import Foundation
import PhotoBrowserFeature
import Testing
import TomoCore
import TomoServer
import TomoTestSupport

/// The list: pages by the `Link` header to the end of the 1,000 photos, an empty page ends it, a failed
/// page keeps what was loaded, and thumbnails are the downsized photos at the tile's pixel size.
@MainActor
// Time limits catch hangs (DEVELOPERS.md).
@Suite(.timeLimit(.minutes(10))) struct PhotoListTests {
    @Test func pagingFollowsNextLinksToTheEmptyPageAfterTheLastFullOne() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            let model = PhotoFixture.model(base: base, pageSize: 100)
            await model.start()
            #expect(model.items.count == 100 && !model.reachedEnd)
            while !model.reachedEnd {
                try Task.checkCancellation()
                let count = model.items.count
                let rows = (count / PhotoFixture.columns - 2) ..< count / PhotoFixture.columns
                model.show(visible: rows.lowerBound * 4 ..< rows.upperBound * 4, columns: 4, cellPixelSize: 8)
                await model.waitUntil { $0.items.count > count || $0.reachedEnd || $0.banner != nil }
                try #require(model.banner == nil)
            }
            #expect(model.items.map(\.photo.id) == (0..<1000).map(String.init), "every photo once, in order")
            let pages = traffic.snapshot.requests.filter { $0.path == "/v2/list" }.map(\.query)
            // Page 10 is full, so Picsum links page 11, which is empty and ends the list.
            #expect(pages == (1...11).map { "page=\($0)&limit=100" })
        }
    }

    @Test func aPageThatFailsShowsABannerKeepsThePhotosAndRetries() async throws {
        let port = try TestEnvironment.freePort()
        let model = try await withTestServer(configure: { $0.port = port }) { base in
            // One retry, as the app has three: a connection refused while the server was away can be
            // replayed once by the connection pool right after it comes back.
            let model = PhotoFixture.model(base: base, pageSize: 20, retries: 1)
            await model.start()
            return model
        }
        #expect(model.items.count == 20)
        model.show(visible: 12..<20, columns: 4, cellPixelSize: 8)
        // Their thumbnails fail too: once they have, no connection to the dead server is still being tried.
        await model.waitUntil { $0.banner != nil && $0.items[12..<20].allSatisfy(\.state.isSettled) }
        let banner = try #require(model.banner)
        #expect(banner.message.hasPrefix("Could not load more photos") && banner.actionTitle == "Retry")
        #expect(model.items.count == 20, "the photos already loaded stay")

        try await withTestServer(configure: { $0.port = port }) { _ in
            await model.retry()
            #expect(model.banner == nil)
            #expect(model.items.map(\.photo.id) == (0..<40).map(String.init))
        }
    }

    @Test func thumbnailsAreTheDownsizedPhotosAtTheTilesPixelSize() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            let model = PhotoFixture.model(base: base)
            await model.start()
            await model.showAndSettle(rows: 0..<2)
            let shown = model.items.prefix(8)
            for item in shown {
                let image = try #require(item.state.image, "photo \(item.photo.id): \(item.tooltip)")
                #expect(image.width == 120 && image.height == 80)
                let expected = try await PhotoFixture.independentImage(
                    PicsumAPI(baseURL: base).imageURL(id: item.photo.id, width: 120, height: 80))
                #expect(image == expected, "photo \(item.photo.id) is the server's 120 × 80 rendering")
            }
            let imagePaths = Set(traffic.snapshot.requests.map(\.path).filter { $0.hasPrefix("/id/") })
            #expect(imagePaths.allSatisfy { $0.hasSuffix("/120/80") }, "never the original: \(imagePaths.sorted())")
            #expect(model.items[40...].allSatisfy { if case .placeholder = $0.state { true } else { false } }, "lazy")
            #expect(model.statusText.hasPrefix("30 photos so far") || model.statusText.hasPrefix("60 photos so far"))
        }
    }

    @Test func activatingAFailedTileRetriesItAndALoadedOneOpensIt() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(faults: FaultConfiguration(errorRate: 1), configure: { $0.trafficRecorder = traffic }) { base in
            let model = PhotoFixture.model(base: base, pageSize: 10, retries: 0)
            await model.start()
            await model.showAndSettle(rows: 0..<1)
            let failed = try #require(model.items.first)
            #expect(failed.state.failure != nil, "every image answer is a server error")
            let isImage = { (request: RecordedRequest) in request.path.hasPrefix("/id/\(failed.photo.id)/") }
            let before = traffic.snapshot.requests.count(where: isImage)
            model.activateItem(at: failed.index)
            #expect(failed.state.failure == nil && model.detail == nil, "retried, not opened")
            await model.waitUntil { _ in failed.state.failure != nil }
            #expect(traffic.snapshot.requests.count(where: isImage) == before + 1, "the retry asked the server again for that photo")
        }
        try await withTestServer { base in
            let model = PhotoFixture.model(base: base, pageSize: 10)
            await model.start()
            await model.showAndSettle(rows: 0..<1)
            model.activateItem(at: 2)
            #expect(model.detail?.index == 2 && model.selectedIndex == 2)
        }
    }

    @Test func reloadStartsOverFromPageOne() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            let model = PhotoFixture.model(base: base, pageSize: 10)
            await model.start()
            await model.showAndSettle(rows: 2..<4)
            await model.waitUntil { !$0.isLoadingPage }
            #expect(model.items.count == 50, "pages come until rows 2..<4 are two screens and a lookahead from the end")
            model.openDetail(at: 3)
            await model.reload()
            #expect(model.detail == nil && model.selectedIndex == nil)
            #expect(model.items.map(\.photo.id) == (0..<10).map(String.init))
            let pages = traffic.snapshot.requests.filter { $0.path == "/v2/list" }.map(\.query)
            #expect(pages == (1...5).map { "page=\($0)&limit=10" } + ["page=1&limit=10"])
        }
    }
}

/// Real Picsum answers image URLs with a redirect to its CDN: the client follows it and caches under the
/// URL it asked for.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct PhotoRedirectTests {
    @Test func thumbnailsFollowRedirectsAndAreCachedUnderTheURLAsked() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.picsumRedirects = true; $0.trafficRecorder = traffic }) { base in
            let model = PhotoFixture.model(base: base)
            await model.start()
            await model.showAndSettle(rows: 0..<1)
            let item = model.items[0]
            let image = try #require(item.state.image, "\(item.tooltip)")
            let asked = PicsumAPI(baseURL: base).imageURL(id: "0", width: 120, height: 80)
            #expect(image == (try await PhotoFixture.independentImage(asked)), "the redirect's target is the image")
            let paths = traffic.snapshot.requests.map(\.path)
            #expect(paths.contains("/id/0/120/80") && paths.contains("/cdn/id/0/120/80"))
            let cached = model.source.pipeline.cachedImage(for: PhotoSizing.thumbnailRequest(for: item.photo, api: PicsumAPI(baseURL: base), pixelWidth: 120))
            #expect(cached == image, "cached under the URL asked, not the CDN's")
        }
    }
}
