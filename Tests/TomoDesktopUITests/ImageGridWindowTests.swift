import Foundation
import ImageGridFeature
import Testing
import TomoCore
import TomoImaging
import TomoServer
import TomoTestSupport

extension DesktopUITests {
    /// The desktop app's image grid as a user drives it: a real window on a private Xvfb display, real keys
    /// and resizes, against the reference server (with its default defects) over HTTP.
    @Suite("tomo-desktop's image grid under Xvfb")
    struct ImageGridWindowTests {
        @Test(
            "Each visible cell shows its own item's thumbnail or why not; columns follow the width; End reaches the last item",
            .enabled(if: Tools.canDriveWindows, "needs Xvfb, xdotool and ImageMagick (scripts/install-dependencies.sh test)"),
            .timeLimit(.minutes(10)))
        func cellsColumnsAndTheEnd() async throws {
            try await withTestServer { base in
                let (display, report, app) = try await Self.launch(api: base)
                defer { _ = app.stop(); display.stop(); report.removeFolder() }
                let screen = Screen(display: display, title: "Tomo")
                let items = try await HTTPClient(transport: URLSessionTransport())
                    .send(MediaCoverageAPI(baseURL: base).list(offset: 0, limit: 600))

                let first = try await report.wait(isAlive: { app.isRunning }) { $0.isSettled }
                #expect(first.columns == 5, "the default 900 px wide window: 5 columns of at least 160")
                #expect(first.visibleFirst == 0 && first.cells.count == first.visibleEnd)
                try await Self.expectShown(first, items: items, base: base)

                // Narrower: fewer columns, the cells relaid and refilled at their new size.
                try await screen.resize(width: 660, height: 720)
                let narrow = try await report.wait(isAlive: { app.isRunning }) { report in
                    report.columns == 4 && report.isSettled
                        && report.cells.allSatisfy { $0.state == "failed" || $0.width == report.cellSize - 4 }
                }
                try await Self.expectShown(narrow, items: items, base: base)

                // End, again and again: each reaches the last item loaded, and brings the next page.
                var last = narrow
                while !(last.reachedEnd && last.visibleEnd == last.itemCount) {
                    try await screen.press(["End"])
                    last = try await report.wait(isAlive: { app.isRunning }) { [count = last.itemCount] report in
                        report.visibleEnd >= count && (report.itemCount > count || report.reachedEnd)
                    }
                }
                let end = try await report.wait(isAlive: { app.isRunning }) { $0.isSettled && $0.visibleEnd == 600 }
                #expect(end.itemCount == 600)
                #expect(end.cells.last?.index == 599)
                try await Self.expectShown(end, items: items, base: base)
            }
        }

        @Test(
            "Enter opens the focused image large, Escape goes back to the grid",
            .enabled(if: Tools.canDriveWindows, "needs Xvfb, xdotool and ImageMagick (scripts/install-dependencies.sh test)"),
            .timeLimit(.minutes(10)))
        func detailView() async throws {
            try await withTestServer(configure: { $0.mediaCoverageDefects = .none }) { base in
                let (display, report, app) = try await Self.launch(api: base)
                defer { _ = app.stop(); display.stop(); report.removeFolder() }
                let screen = Screen(display: display, title: "Tomo")
                _ = try await report.wait(isAlive: { app.isRunning }) { $0.isSettled }
                try await screen.press(["Right", "Return"])
                let opened = try await report.wait(isAlive: { app.isRunning }) { $0.detail?.state == "image" }
                #expect(opened.detail?.index == 1)
                #expect(max(opened.detail?.width ?? 0, opened.detail?.height ?? 0) == 1_200, "the largest quality")
                try await screen.press(["Escape"])
                let back = try await report.wait(isAlive: { app.isRunning }) { $0.detail == nil }
                #expect(back.visibleFirst == 0)
            }
        }

        /// Starts a private X display and the app on the grid of `api`, reporting to a new folder.
        static func launch(api: URL) async throws -> (XvfbServer, ReportFile<ImageGridReport>, DesktopProcess) {
            try await DesktopLaunch.start(api: api, arguments: ["--screen", "grid"], display: (1280, 1024), report: "state.grid.json")
        }

        /// Every visible cell of `report` shows its item: the thumbnail the pipeline's own steps make of the
        /// image fetched independently (same pixels), or the reason the server gives none.
        static func expectShown(_ report: ImageGridReport, items: [MediaCoverage], base: URL) async throws {
            let api = MediaCoverageAPI(baseURL: base), transport = URLSessionTransport()
            #expect(!report.cells.isEmpty)
            for cell in report.cells {
                let item = items[cell.index]
                #expect(cell.id == item.id, "cell \(cell.index) shows another item")
                switch cell.state {
                case "image":
                    let side = try #require(cell.width)
                    let request = try #require(GridThumbnail.request(for: item, api: api, pixelSize: side))
                    let data = try await transport.send(HTTPRequest(url: request.url)).body
                    let expected = try Bitmap(decoding: data, coveringWidth: side, height: side).aspectFilled(width: side, height: side)
                    #expect(cell.pixelHash == expected.pixelHash, "cell \(cell.index) shows other pixels")
                case "failed":
                    let url = try #require(api.imageURL(for: item.thumbnail))
                    let response = try await transport.send(HTTPRequest(url: url))
                    #expect(cell.reason == (response.statusCode == 404 ? "not found" : "not an image"), "cell \(cell.index)")
                default:
                    Issue.record("cell \(cell.index) is \(cell.state)")
                }
            }
        }
    }
}

extension ImageGridReport {
    /// Whether every visible cell shows its outcome (an image or a failure).
    var isSettled: Bool {
        !cells.isEmpty && cells.count == visibleEnd - visibleFirst && cells.allSatisfy { $0.state == "image" || $0.state == "failed" }
    }
}
