import Foundation
import ScanViewerFeature
import Testing
import TomoCore
import TomoImaging
import TomoSeries
import TomoServer
import TomoTestSupport

/// What is on screen: the right slice, in the right window, however the user moves.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ScanViewerDisplayTests {
    @Test func theSliderIsTheSeriesIndexNeverTheNameOrder() async throws {
        try await withTestServer { base in
            let model = ViewerFixture.model(base: base)
            await model.open()
            let series = try #require(model.apiSeries).series
            let metadata = try #require(model.apiSeries?.metadata)
            #expect(series.slices != series.slices.sorted(), "UUID names must not sort into series order")
            for index in [7, 0, 11, 3] {
                model.setIndex(index)
                await model.waitUntilDrawn()
                let shown = try #require(model.displayed)
                #expect(shown.index == index && model.currentSliceName == series.slices[index])
                let expected = try await IndependentFetch(base: base).windowedSlice(series.slices[index], of: series, metadata: metadata, window: metadata.defaultWindow)
                #expect(shown.image == expected, "slice \(index)")
            }
        }
    }

    /// A model of a series held in memory: keys and cine need no HTTP.
    private func inMemoryModel(slices: Int, sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) throws -> ScanViewerModel {
        let source = InMemorySeriesSource([try .gradient(columns: 16, rows: 16, slices: slices)])
        return ScanViewerModel(environment: ScanViewerEnvironment(source: source, sleep: sleep))
    }

    @Test func steppingMovesByOneOrAPageAndStopsAtTheEnds() async throws {
        let model = try inMemoryModel(slices: 25)
        await model.open()
        model.previous()
        #expect(model.index == 0)
        model.next()
        #expect(model.index == 1)
        model.pageForward()
        #expect(model.index == 11)
        model.pageForward()
        model.pageForward()
        #expect(model.index == 24)
        model.next()
        await model.waitUntilDrawn()
        #expect(model.index == 24 && model.positionText == "slice 25 / 25 · 48 mm", "slices 2 mm apart from 0")
        model.pageBackward()
        #expect(model.index == 14)
        model.first()
        #expect(model.index == 0)
        model.last()
        await model.waitUntilDrawn()
        #expect(model.displayed?.index == 24)
    }

    @Test func presetsAndFreeWindowsApplyToThe16BitSlice() async throws {
        try await withTestServer { base in
            let model = ViewerFixture.model(base: base)
            await model.open()
            let series = try #require(model.apiSeries).series
            let metadata = try #require(model.apiSeries?.metadata)
            #expect(model.presets.map(\.name) == metadata.windowPresets.map(\.name))
            model.setIndex(6)
            #expect(!model.selectPreset(named: "no such preset"))
            #expect(model.selectPreset(named: "Bone"), "names match in any case")
            await model.waitUntilDrawn()
            #expect(model.selectedPresetName == "bone")
            #expect(model.windowLevelMenu.items == model.presets.map(\.name), "a preset is current: no custom item")
            #expect(model.windowLevelMenu.selectedIndex == model.presets.firstIndex { $0.name == "bone" })
            #expect(model.displayed?.window == WindowPreset.bone.window)
            let bone = try await IndependentFetch(base: base).windowedSlice(series.slices[6], of: series, metadata: metadata, window: WindowPreset.bone.window)
            #expect(model.displayed?.image == bone)

            model.adjustWindow(width: -1_900, level: -460)
            await model.waitUntilDrawn()
            let custom = WindowLevel(width: 100, level: 40)
            #expect(model.window == custom && model.selectedPresetName == nil)
            #expect(model.windowLevelMenu.items == model.presets.map(\.name) + ["Custom (W 100, L 40)"])
            #expect(model.windowLevelMenu.selectedIndex == model.presets.count, "the custom item is selected")
            #expect(model.windowLevelMenu.presetName(at: model.presets.count) == nil)
            let expected = try await IndependentFetch(base: base).windowedSlice(series.slices[6], of: series, metadata: metadata, window: custom)
            #expect(model.displayed?.image == expected)

            model.selectPreset(named: "bone")
            model.beginWindowDrag()
            model.dragWindow(byX: 64, y: -128)  // bone is 2000 wide: 2000/256 HU a pixel
            model.dragWindow(byX: 128, y: 32)  // offsets count from where the drag began
            await model.waitUntilDrawn()
            let dragged = WindowLevel(width: 2000 + 128 * 2000 / 256, level: 500 + 32 * 2000 / 256)
            #expect(model.window == dragged && model.selectedPresetName == nil)
            #expect(model.displayed?.window == dragged)
            model.beginWindowDrag()
            model.dragWindow(byX: -1e6, y: 0)
            #expect(model.window?.width == 1, "a window is at least 1 HU wide")
        }
    }

    @Test func theOriginalAPIWithoutMetadataShowsTheServers8BitSlices() async throws {
        try await withTestServer(configure: { $0.originalSeriesAPIOnly = true }) { base in
            let model = ViewerFixture.model(base: base)
            await model.open()
            #expect(model.phase == .ready)
            #expect(model.apiSeries?.metadata == nil && model.catalog.count == 1 && !model.canPickSeries)
            #expect(model.presets.isEmpty && !model.canAdjustWindow && model.window == nil)
            #expect(model.windowLevelMenu.items.isEmpty && model.windowLevelMenu.selectedIndex == nil)
            model.beginWindowDrag()
            model.dragWindow(byX: 100, y: 100)
            #expect(model.window == nil, "the server windows these slices: a drag does nothing")
            let series = try #require(model.apiSeries).series
            model.setIndex(4)
            model.setWindow(WindowLevel(width: 10, level: 10))
            await model.waitUntilDrawn()
            #expect(model.window == nil)
            let expected = try await IndependentFetch(base: base).slice(series.slices[4], of: series.id, variant: .defaultWindow)
            #expect(model.displayed?.image == expected)
            #expect(model.displayed?.image.format == .gray8)
            await model.waitUntilPreloaded()
            #expect(model.failedSlices.isEmpty)
        }
    }

    @Test func cinePlaysAtTheChosenRateAndWrapsAround() async throws {
        let ticker = CineTicker()
        let model = try inMemoryModel(slices: 4, sleep: ticker.sleep)
        await model.open()
        #expect(ScanViewerModel.frameRateChoices.contains(model.framesPerSecond), "the menu shows the default speed")
        #expect(ScanViewerModel.frameRateChoices.allSatisfy(ScanViewerModel.frameRates.contains))
        model.setFramesPerSecond(500)
        #expect(model.framesPerSecond == 60)
        model.setFramesPerSecond(20)
        model.last()
        model.togglePlay()
        #expect(model.isPlaying)
        ticker.tick()
        await model.waitUntil { $0.index == 0 }
        ticker.tick()
        await model.waitUntil { $0.index == 1 }
        model.togglePlay()
        #expect(!model.isPlaying)
        // Pausing cancels the cine's third sleep: it ends cancelled, not by the tick that follows, and
        // no frame comes after it.
        ticker.tick()
        #expect(await ticker.ending(ofSleep: 3) == .cancelled, "the cine still waited for its next frame")
        #expect(model.index == 1)
        #expect(ticker.requestedSleeps.count == 3, "no frame was scheduled after the pause")
        #expect(ticker.requestedSleeps.first == .milliseconds(50))
    }
}
