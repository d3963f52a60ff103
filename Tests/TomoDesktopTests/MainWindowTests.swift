import AppFeature
import Foundation
import ScanViewerFeature
import Testing
import TomoAppLive
import TomoCore
import TomoGTK
import TomoGTKTestSupport
import TomoSeries
import TomoServer
import TomoTestSupport
@testable import TomoDesktop

extension DesktopTests {
    /// The app's one window: its pages, built when their screens are first shown, and where keys go.
    @Suite("The app's window")
    @MainActor
    struct MainWindowTests {
        @Test("A page per screen, each built when first shown; keys go to the screen shown; at least its minimum size")
        func pagesAndKeys() async throws {
            try await withScratchFolder { cache in
                try await withTestServer(data: ScanViewerScreenTests.data) { base in
                    let app = AppModel(sources: .live, settings: AppSettings(apis: APIAddresses(all: base), cacheDirectory: cache))
                    let (main, display) = try await Self.show(app)
                    defer { main.window.destroy() }
                    await app.start()

                    try await MainContext.waitUntil { main.view(of: "ct") != nil }
                    let ct = try #require(main.view(of: "ct") as? ScanViewerScreen)
                    #expect(AppScreen.all.allSatisfy { $0.id == "ct" || main.view(of: $0.id) == nil }, "only the screen shown is built")
                    try await MainContext.waitUntil { ct.model.phase == .ready && ct.canvas().surface != nil }
                    let series = try #require(ct.model.series?.entry)
                    try await MainContext.waitUntil { main.window.title == "\(series.description) — Tomo" }
                    #expect(!series.description.isEmpty, "the title names the series by its description")
                    try await XInput.press(["Right"], inWindowTitled: main.window.title, on: display)
                    try await MainContext.waitUntil { ct.model.index == 1 }

                    app.show(.grid)
                    try await MainContext.waitUntil { main.view(of: "grid") != nil && main.stack.visiblePageName == "grid" }
                    try await MainContext.waitUntil { main.window.title == "Tomo" }  // the grid has no document
                    try await XInput.press(["Page_Down"], inWindowTitled: main.window.title, on: display)
                    try await MainContext.waitForFrame(of: main.window)
                    #expect(ct.model.index == 1, "the keys went to the grid shown, not the CT viewer")
                    #expect(main.window.size.width >= MainWindow.minimumSize.width && main.window.size.height >= MainWindow.minimumSize.height)
                    await app.shutdown()
                }
            }
        }

        @Test("A start-up that fails shows a banner in the window; F5 starts again")
        func failedStartAndRetry() async throws {
            try await withScratchFolder { cache in
                let attempts = Locked(0)
                let failing = LocalServer(startingText: "Starting the built-in server…") {
                    attempts.withLock { $0 += 1 }
                    throw CocoaError(.fileNoSuchFile)
                }
                let app = AppModel(sources: .live, settings: AppSettings(cacheDirectory: cache), localServer: failing)
                let (main, display) = try await Self.show(app)
                defer { main.window.destroy() }
                await app.start()
                try await MainContext.waitUntil { main.banner.isShown }
                #expect(main.banner.message.hasPrefix("Cannot start:"))
                try await XInput.press(["F5"], inWindowTitled: main.window.title, on: display)
                try await MainContext.waitUntil { attempts.withLock { $0 } == 2 && app.phase == .failed }
                #expect(main.banner.isShown)
            }
        }

        @Test("A folder dropped on the window while another screen shows opens in the CT viewer, which comes to the front")
        func droppedFolderOpensInTheViewer() async throws {
            let head = try await HeadCTSeries.shared()
            try await withScratchFolder { cache in
                try await withTestServer(data: ScanViewerScreenTests.data) { base in
                    let app = AppModel(sources: .live, settings: AppSettings(apis: APIAddresses(all: base), cacheDirectory: cache, firstScreen: "slider"))
                    let (main, _) = try await Self.show(app)
                    defer { main.window.destroy() }
                    await app.start()
                    try await MainContext.waitUntil { main.view(of: "slider") != nil }
                    #expect(main.view(of: "ct") == nil)

                    let dropTarget = try #require(main.dropTarget)
                    #expect(dropTarget.drop(paths: [head.folder.path]))
                    try await MainContext.waitUntil { main.stack.visiblePageName == "ct" && main.view(of: "ct") != nil }
                    let ct = try #require(main.view(of: "ct") as? ScanViewerScreen)
                    try await MainContext.waitUntil { ct.model.series?.entry.id == head.seriesInstanceUID && ct.canvas().surface != nil }
                    #expect(ct.model.sliceCount == 108 && app.settings.locations == [.path(head.folder.path)], "made for the files, not the API")

                    // Dropped again, on a viewer that has a series: it opens in place.
                    try await withScratchFolder { other in
                        try await head.multiSeriesCopy(in: other)
                        #expect(dropTarget.drop(paths: [other.path]))
                        try await MainContext.waitUntil { ct.model.isChoosingSeries }
                        #expect(ct.model.picker.choices.count == 3)
                    }
                    await ct.model.waitUntil { !$0.picker.isLoadingThumbnails }
                    await app.shutdown()
                }
            }
        }

        /// The window of `app` on the tests' display, shown.
        private static func show(_ app: AppModel) async throws -> (MainWindow, TestDisplay) {
            let display = try await ScreenWindow.startStyled()
            let main = MainWindow(window: Window(), model: app)
            main.present()
            try await MainContext.waitUntil { main.window.isMapped }
            return (main, display)
        }
    }
}
