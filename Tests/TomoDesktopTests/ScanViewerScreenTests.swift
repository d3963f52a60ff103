import Foundation
import ScanViewerFeature
import ScanViewerLive
import Testing
import TomoCore
import TomoGTK
import TomoGTKTestSupport
import TomoImaging
import TomoServer
import TomoTestSupport
@testable import TomoDesktop

extension DesktopTests {
    /// The CT viewer's screen as a user drives it: real keystrokes into its window, against the reference
    /// server over HTTP; the picture's texture compared with slices fetched and windowed independently.
    @Suite("The CT viewer's screen")
    @MainActor
    struct ScanViewerScreenTests {
        /// A small non-square phantom: quick to load, and a row/column mix-up would change the pixels.
        static let data: [DataSource] = [.phantom(columns: 64, rows: 48, slices: 24)]

        @Test("Keys move the slider; the picture shows exactly the slice at that index of the series")
        func keysShowTheRightSlice() async throws {
            try await ScreenWindow.startStyled()
            let warnings = GLibLog.count
            try await withTestServer(data: Self.data) { base in
                let model = ScanViewerModel(environment: .live(baseURL: base))
                let screen = ScanViewerScreen(model: model)
                let window = try await ScreenWindow.show(screen.root, title: "CT keys", keys: model.handle)
                defer { window.close() }
                await model.open()
                let expected = try await ExpectedSlices(base: base)

                // Opened, the first slice on screen and drawn.
                try await expectShown(0, expected, on: screen)
                let firstFrame = try await drawnCentre(of: screen, showing: expected.slice(0))

                // Three steps right, then a page down: index 3 + 10.
                try await window.press("Right", "Right", "Right")
                try await expectShown(3, expected, on: screen)
                try await window.press("ctrl+Down")
                try await expectShown(13, expected, on: screen)
                #expect(ImageVariety.levels(inCentreOf: try await expected.slice(13), fraction: 0.3) >= 2, "slice 13 should not be blank")
                let thirteenthFrame = try await drawnCentre(of: screen, showing: expected.slice(13))
                #expect(thirteenthFrame != firstFrame, "the picture drawn on screen changed with the slice")
                await model.waitUntilPreloaded()
                #expect(!screen.spinner.isVisible && screen.loadingLabel.text.isEmpty, "every slice in: no more progress")
            }
            #expect(GLibLog.messages(since: warnings).isEmpty, "GTK complained")
        }

        @Test("An API that is down: the banner says so; once the API is up, F5 opens the series")
        func bannerThenRetry() async throws {
            try await ScreenWindow.startStyled()
            let port = try await withTestServer { base in try #require(base.port) }  // free again once it stops
            let api = try #require(URL(string: "http://127.0.0.1:\(port)"))
            let model = ScanViewerModel(environment: .live(baseURL: api))
            let screen = ScanViewerScreen(model: model)
            let window = try await ScreenWindow.show(screen.root, title: "CT banner", keys: model.handle)
            defer { window.close() }
            await model.open()

            try await MainContext.waitUntil { screen.banner.isShown }
            let message = screen.banner.message
            #expect(message.hasPrefix("Cannot open the series:") && message.contains("127.0.0.1:\(port)"), "\(message)")
            #expect(screen.canvas().surface == nil)

            try await withTestServer(data: Self.data, configure: { $0.port = port }) { base in
                try await window.press("F5")
                try await MainContext.waitUntil { !screen.banner.isShown }
                try await expectShown(0, try await ExpectedSlices(base: base), on: screen)
            }
        }

        @Test("A drag over the image widens the window and raises the level; the preset menu follows")
        func dragAdjustsTheWindow() async throws {
            try await ScreenWindow.startStyled()
            try await withTestServer(data: Self.data) { base in
                let model = ScanViewerModel(environment: .live(baseURL: base))
                let screen = ScanViewerScreen(model: model)
                let window = try await ScreenWindow.show(screen.root, title: "CT drag", keys: model.handle)
                defer { window.close() }
                await model.open()
                let expected = try await ExpectedSlices(base: base)
                try await expectShown(0, expected, on: screen)
                let before = try #require(model.window)

                let picture = try TestWindow.frame(of: screen.canvas().area, in: window.window)
                try await XInput.drag(
                    from: picture.x + picture.width / 2, picture.y + picture.height / 2, dx: 40, dy: 24,
                    inWindowTitled: window.title, on: window.display)
                try await MainContext.waitUntil { model.window != before && model.displayed?.window == model.window }
                let after = try #require(model.window)
                #expect(after.width > before.width && after.level > before.level, "\(before) → \(after)")
                let windowed = try await expected.slice(0, window: after)
                try await MainContext.waitUntil { screen.canvas().shows(windowed) }
                #expect(screen.presetPicker.selectedIndex == model.windowLevelMenu.selectedIndex)
                #expect(model.windowLevelMenu.items.last?.hasPrefix("Custom (W ") == true)
            }
        }

        /// Waits until slice `index` is under the slider and its picture shows exactly that slice's pixels;
        /// checks the slider, the position and the slice name.
        private func expectShown(_ index: Int, _ expected: ExpectedSlices, on screen: ScanViewerScreen) async throws {
            let slice = try await expected.slice(index)
            try await MainContext.waitUntil { screen.model.index == index && screen.canvas().shows(slice) }
            #expect(Int(screen.slider.value.rounded()) == index)
            #expect(screen.positionLabel.text == "slice \(index + 1) / \(expected.series.slices.count)")
            #expect(screen.sliceNameLabel.text == expected.series.slices[index])
            #expect(!screen.banner.isShown)
        }

        /// The middle third of the picture as GTK drew it in its latest frame, once that frame shows `slice`;
        /// smoothly scaled up, it has at least as many gray levels as the slice's centre.
        private func drawnCentre(of screen: ScanViewerScreen, showing slice: Bitmap) async throws -> Bitmap {
            try await MainContext.waitForFrame(of: screen.canvas().area)
            // A frame may tick before the view's first one is drawn (the whole suite under the thread sanitizer).
            try await MainContext.waitUntil { (try? screen.canvas().area.renderBitmap()) != nil }
            let drawn = try screen.canvas().area.renderBitmap()
            let sliceLevels = ImageVariety.levels(inCentreOf: slice, fraction: 0.3)
            let drawnLevels = ImageVariety.levels(inCentreOf: drawn, fraction: 0.3)
            #expect(drawnLevels >= sliceLevels, "the picture's centre has \(drawnLevels) gray levels, the slice \(sliceLevels)")
            return try drawn.cropped(x: drawn.width / 3, y: drawn.height / 3, width: drawn.width / 3, height: drawn.height / 3)
        }
    }
}

/// The slices of a server's default series as the viewer should show them, fetched and windowed by the
/// test itself.
struct ExpectedSlices {
    let fetch: IndependentFetch
    let series: Series
    let metadata: SeriesMetadata

    init(base: URL) async throws {
        fetch = IndependentFetch(base: base)
        series = try await fetch.series()
        metadata = try await fetch.metadata(id: series.id)
    }

    /// Slice `index`, windowed with `window` (the series' default if nil).
    func slice(_ index: Int, window: WindowLevel? = nil) async throws -> Bitmap {
        try await fetch.windowedSlice(series.slices[index], of: series, metadata: metadata, window: window)
    }
}
