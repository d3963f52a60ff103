import Foundation
import ScanViewerFeature
import Testing
import TomoImaging
import TomoServer
import TomoTestSupport

extension DesktopUITests {
    /// The desktop app's CT screen as a user drives it: a real window on a private Xvfb display, real
    /// keystrokes, real screenshots, against the reference server over HTTP.
    @Suite("tomo-desktop's CT screen under Xvfb")
    struct ScanViewerWindowTests {
        /// A small non-square phantom: quick to load, and a row/column mix-up would change the pixels.
        static let data: [DataSource] = [.phantom(columns: 64, rows: 48, slices: 24)]

        @Test(
            "Keys move the slider; the window shows exactly the slice at that index of the series",
            .enabled(if: Tools.canDriveWindows, "needs Xvfb, xdotool and ImageMagick (scripts/install-dependencies.sh test)"),
            .timeLimit(.minutes(10)))
        func keysShowTheRightSlice() async throws {
            try await withTestServer(data: Self.data) { base in
                let (display, report, viewer) = try await Self.launch(api: base)
                defer { _ = viewer.stop(); display.stop(); report.removeFolder() }
                let series = try await IndependentFetch(base: base).series()
                let screen = Screen(display: display, title: "Tomo")

                // Opened, every slice loaded, the first slice on screen.
                let ready = try await report.wait(isAlive: { viewer.isRunning }) { $0.isSettled }
                let first = try await expectShown(ready, index: 0, of: series.slices.count, at: base)
                let firstShot = try expectDrawn(first, in: try await screen.screenshot())

                // Three steps right, then a page down: index 3 + 10.
                try await screen.press(["Right", "Right", "Right"])
                let stepped = try await report.wait(isAlive: { viewer.isRunning }) { $0.isSettled && $0.index == 3 }
                try await expectShown(stepped, index: 3, of: series.slices.count, at: base)
                try await screen.press(["Page_Down"])
                let paged = try await report.wait(isAlive: { viewer.isRunning }) { $0.isSettled && $0.index == 13 }
                let thirteenth = try await expectShown(paged, index: 13, of: series.slices.count, at: base)
                #expect(ImageVariety.levels(inCentreOf: thirteenth.image, fraction: 0.3) >= 2, "slice 13 should not be blank")
                let thirteenthShot = try expectDrawn(thirteenth, in: try await screen.screenshot())
                #expect(try Self.centre(of: thirteenthShot) != Self.centre(of: firstShot), "the picture on screen changed with the slice")

                let errors = viewer.stop()
                #expect(!errors.contains("CRITICAL") && !errors.contains("WARNING"), "GTK complained: \(errors)")
            }
        }

        @Test(
            "An API that is down: the banner says so and the window stays; once the API is up, F5 opens the series",
            .enabled(if: Tools.canDriveWindows, "needs Xvfb, xdotool and ImageMagick (scripts/install-dependencies.sh test)"),
            .timeLimit(.minutes(10)))
        func bannerThenRetry() async throws {
            let port = try await withTestServer { base in try #require(base.port) }  // free again once it stops
            let api = try #require(URL(string: "http://127.0.0.1:\(port)"))
            let (display, report, viewer) = try await Self.launch(api: api)
            defer { _ = viewer.stop(); display.stop(); report.removeFolder() }
            let screen = Screen(display: display, title: "Tomo")

            let failed = try await report.wait(isAlive: { viewer.isRunning }) { $0.phase == "failed" && $0.error != nil }
            let message = try #require(failed.error)
            #expect(message.hasPrefix("Cannot open the series:") && message.contains("127.0.0.1:\(port)"), "\(message)")
            #expect(failed.image == nil)
            let screenshot = try Bitmap(decoding: try await screen.screenshot())
            #expect(screenshot.width >= 640 && screenshot.height >= 560, "the window stays, at least its minimum size")

            try await withTestServer(data: Self.data, configure: { $0.port = port }) { base in
                try await screen.press(["F5"])
                let ready = try await report.wait(isAlive: { viewer.isRunning }) { $0.isSettled }
                #expect(ready.error == nil, "the banner is gone")
                try await expectShown(ready, index: 0, of: try await IndependentFetch(base: base).series().slices.count, at: base)
            }
        }

        /// Starts a private X display and the app on `api` in it, reporting its state to a new folder.
        static func launch(api: URL) async throws -> (XvfbServer, ReportFile<ScanViewerReport>, DesktopProcess) {
            try await DesktopLaunch.start(api: api, display: (1024, 768), report: "state.json")
        }

        /// The report says slice `index` of the series is on screen, with the pixels of that slice fetched
        /// independently (16-bit, windowed with the series' default window); returns that slice.
        @discardableResult
        private func expectShown(_ report: ScanViewerReport, index: Int, of count: Int, at base: URL) async throws -> ExpectedSlice {
            let fetch = IndependentFetch(base: base)
            let series = try await fetch.series()
            let name = series.slices[index]
            let windowed = try await fetch.windowedSlice(name, of: series, metadata: try await fetch.metadata(id: series.id))
            let expected = ExpectedSlice(name: name, image: windowed)
            #expect(report.index == index)
            #expect(report.sliceCount == count)
            #expect(report.sliceName == series.slices[index])
            #expect(report.positionText == "slice \(index + 1) / \(count)")
            #expect(report.error == nil)
            let image = try #require(report.image)
            #expect(image.index == index)
            #expect(image.name == expected.name)
            #expect(image.width == expected.image.width && image.height == expected.image.height)
            #expect(image.pixelHash == expected.image.pixelHash, "the window shows other pixels than slice \(index)")
            return expected
        }

        /// The screenshot (PNG) is of a window at least its minimum size, whose image area has the slice's
        /// variety of gray levels (scaled up smoothly, it can only gain levels), not a blank.
        @discardableResult
        private func expectDrawn(_ slice: ExpectedSlice, in png: Data) throws -> Bitmap {
            let screenshot = try Bitmap(decoding: png)
            #expect(screenshot.width >= 640 && screenshot.height >= 560, "window smaller than its minimum size")
            let sliceLevels = ImageVariety.levels(inCentreOf: slice.image, fraction: 0.3)
            let shownLevels = ImageVariety.levels(inCentreOf: screenshot, fraction: 0.3)
            #expect(shownLevels >= sliceLevels, "the window's centre has \(shownLevels) gray levels, the slice \(sliceLevels)")
            return screenshot
        }

        /// The middle third of a screenshot: inside the picture, away from the toolbars.
        private static func centre(of screenshot: Bitmap) throws -> Bitmap {
            try screenshot.cropped(
                x: screenshot.width / 3, y: screenshot.height / 3, width: screenshot.width / 3, height: screenshot.height / 3)
        }
    }
}

/// A slice as the window should show it, fetched and windowed by the test itself.
struct ExpectedSlice {
    let name: String
    let image: Bitmap
}
