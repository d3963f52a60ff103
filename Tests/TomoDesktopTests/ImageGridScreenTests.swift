@testable import FeatureSupport
import Foundation
import ImageGridFeature
import Testing
import TomoCore
import TomoGTK
import TomoGTKTestSupport
import TomoImaging
import TomoServer
import TomoTestSupport
@testable import TomoDesktop
import TomoURLSession

extension DesktopTests {
    /// The image grid's screen as a user drives it: real keys and resizes in its window, against the
    /// reference server (with its default defects) over HTTP; each cell's texture compared with the image
    /// fetched independently.
    @Suite("The image grid's screen")
    @MainActor
    struct ImageGridScreenTests {
        @Test("Each visible cell shows its own item's thumbnail or why not; columns follow the width; End reaches the last item")
        func cellsColumnsAndTheEnd() async throws {
            try await withGrid("Grid cells", withDefects: true) { model, screen, window, base in
                let items = try await HTTPClient(transport: URLSessionTransport())
                    .send(MediaCoverageAPI(baseURL: base).list(offset: 0, limit: 600))

                try await MainContext.waitUntil { screen.isSettled }
                #expect(screen.layout.columns == 5, "a 900 px wide window: 5 columns of at least 160")
                #expect(screen.visible.lowerBound == 0)
                try Self.expectCellsFillTheirColumns(screen, in: window)
                try await Self.expectShown(screen, items: items, base: base)

                // Narrower: fewer columns, the cells relaid and refilled at their new size.
                try await window.resize(width: 660, height: 720)
                try await MainContext.waitUntil {
                    screen.layout.columns == 4 && screen.isSettled
                        && screen.visibleCells.allSatisfy { $0.cell.failureReason != nil || $0.cell.picture.bitmap?.width == screen.cellPixelWidth }
                }
                try await Self.expectShown(screen, items: items, base: base)

                // End, again and again: each reaches the last item loaded, and brings the next page. A page that
                // fails (its request slowed past the client's timeout on a loaded machine) shows the banner,
                // whose Retry is one click, as a reader would make it. Under load End often comes as a page
                // arrives, before GTK has laid it out: GTK alone then stopped 13 rows short.
                var retries = 0
                while !(model.reachedEnd && screen.visible.upperBound == model.items.count) {
                    let count = model.items.count
                    try await window.press("End")
                    do {
                        try await MainContext.waitUntil {
                            (screen.visible.upperBound >= count && (model.items.count > count || model.reachedEnd)) || model.banner != nil
                        }
                    } catch {
                        let scroll = screen.scrolled.verticalAdjustment
                        Issue.record("""
                            End from \(count) items: now \(model.items.count), visible \(screen.visible), loading \(model.isLoadingPage), \
                            banner \(model.banner?.message ?? "none"), scrolled to \(scroll.value) + \(scroll.pageSize) of \(scroll.upper)
                            """)
                        throw error
                    }
                    if let banner = model.banner {
                        retries += 1
                        try #require(retries <= 3, "page after page failed: \(banner.message)")
                        await model.retry()
                    }
                }
                try await MainContext.waitUntil { screen.isSettled && screen.visible.upperBound == 600 }
                #expect(model.items.count == 600)
                #expect(screen.visibleCells.last?.index == 599)
                #expect(screen.statusLabel.text == "600 images")
                try await Self.expectShown(screen, items: items, base: base)
            }
        }

        @Test("A page that arrives leaves the visible range on the rows scrolled to, before GTK has laid it out")
        func aNewPageLeavesTheVisibleRange() async throws {
            try await withGrid("Grid pages") { model, screen, window, base in
                try await MainContext.waitUntil { screen.isSettled && !model.isLoadingPage }
                let shown = screen.visible, count = model.items.count
                #expect(shown.upperBound < count, "rows below the window are loaded")

                // The next page, awaited on the model alone: GLib is not iterated, so GTK has not laid
                // the new rows out when the screen renders the count and asks what is visible, as the
                // main loop would do next.
                model.loadNextPage()
                await model.waitUntil { $0.items.count > count }
                screen.render()
                screen.updateVisibleRange()
                #expect(screen.visible == shown, "the range moved from \(shown) to \(screen.visible)")

                try await MainContext.waitUntil { screen.grid.count == model.items.count && screen.isSettled }
                #expect(screen.visible == shown)
            }
        }

        @Test("Enter opens the focused image large, → steps, Escape goes back to the grid with the item selected")
        func detailView() async throws {
            try await withGrid("Grid detail") { model, screen, window, base in
                try await MainContext.waitUntil { screen.isSettled }

                try await window.press("Right", "Return")
                try await MainContext.waitUntil { model.detail?.largeImage != nil && screen.detail.picture.bitmap == model.detail?.largeImage }
                #expect(model.detail?.index == 1 && screen.pages.visiblePageName == "detail")
                let large = try #require(model.detail?.largeImage)
                #expect(max(large.width, large.height) == 1_200, "the largest quality")
                try await MainContext.waitUntil { screen.detail.picture.shows(large) }
                #expect(screen.detail.title.text == model.items[1].title)

                try await window.press("Right")
                try await MainContext.waitUntil { model.detail?.index == 2 }
                try await window.press("Escape")
                try await MainContext.waitUntil { screen.pages.visiblePageName == "list" }
                #expect(model.detail == nil && model.selectedIndex == 2 && screen.visible.lowerBound == 0)
            }
        }

        @Test("The menu's statistics toggle and I show what the caches did; Reload starts from the first page")
        func menuAndStatistics() async throws {
            try await withGrid("Grid menu") { model, screen, window, base in
                try await MainContext.waitUntil { screen.isSettled && !model.isLoadingPage }
                let summary = "\(model.items.count) images so far"
                #expect(model.items.count % 60 == 0 && screen.statusLabel.text == summary)
                #expect(screen.statisticsToggle.label == "Show Cache Statistics")
                try await window.press("i")
                try await MainContext.waitUntil { screen.statusLabel.text.contains("network") }
                #expect(screen.statusLabel.text.hasPrefix(summary + " · memory hits"))
                #expect(screen.statisticsToggle.label == "Hide Cache Statistics")
                screen.statisticsToggle.click()
                try await MainContext.waitUntil { screen.statusLabel.text == summary }
                let first = try #require(model.items.first)
                try await window.press("ctrl+r")
                try await MainContext.waitUntil { model.items.first.map { $0 !== first } == true && screen.isSettled }
                #expect(model.items[0].coverage == first.coverage, "the list again from its first page")
            }
        }

        /// The grid's screen on the reference server (its media coverages without their defects unless
        /// `withDefects`), in a window titled `title`, its first page asked for; `body` drives it.
        private func withGrid(
            _ title: String, withDefects: Bool = false,
            _ body: (ImageGridModel, ThumbnailListScreen<ImageGridEnvironment>, ScreenWindow, URL) async throws -> Void
        ) async throws {
            try await ScreenWindow.startStyled()
            try await withTestServer(configure: { if !withDefects { $0.mediaCoverageDefects = .none } }) { base in
                let model = ImageGridModel(source: .live(baseURL: base))
                let screen = ThumbnailListScreen(model: model)
                let window = try await ScreenWindow.show(screen.root, title: title, keys: model.handle)
                defer { window.close() }
                await model.start()
                try await body(model, screen, window, base)
            }
        }

        /// Every visible cell's tile is its column's width less the cell's padding, and square.
        static func expectCellsFillTheirColumns(_ screen: ThumbnailListScreen<ImageGridEnvironment>, in window: ScreenWindow) throws {
            for (index, cell) in screen.visibleCells {
                let tile = try TestWindow.frame(of: cell.tile, in: window.window)
                #expect(tile.width == screen.cellWidgetWidth && tile.height == screen.thumbnailHeight, "cell \(index): \(tile)")
            }
            #expect(screen.cellWidgetWidth == screen.layout.cellWidth - 2 * ThumbnailListStyle.cellPadding)
        }

        /// Every visible cell shows its item: the thumbnail the pipeline's own steps make of the image
        /// fetched independently (the same pixels), or the reason the server gives none.
        static func expectShown(_ screen: ThumbnailListScreen<ImageGridEnvironment>, items: [MediaCoverage], base: URL) async throws {
            let api = MediaCoverageAPI(baseURL: base), transport = URLSessionTransport()
            let side = screen.cellPixelWidth
            for (index, cell) in screen.visibleCells {
                let item = items[index]
                #expect(cell.item?.coverage.id == item.id, "cell \(index) shows another item")
                if let reason = cell.failureReason {
                    let url = try #require(api.imageURL(for: item.thumbnail))
                    let response = try await transport.send(HTTPRequest(url: url))
                    #expect(reason == (response.statusCode == 404 ? "not found" : "not an image"), "cell \(index)")
                } else {
                    let request = try #require(GridThumbnail.request(for: item, api: api, pixelSize: side))
                    let data = try await transport.send(HTTPRequest(url: request.url)).body
                    let expected = try Bitmap(decoding: data, coveringWidth: side, height: side).aspectFilled(width: side, height: side)
                    #expect(cell.picture.shows(expected), "cell \(index) shows other pixels: \(cell.picture.bitmap.map { "\($0.width) × \($0.height)" } ?? "none") for \(side) × \(side)")
                }
            }
        }
    }
}
