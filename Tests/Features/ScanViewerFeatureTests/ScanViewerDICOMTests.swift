import Foundation
import ScanViewerFeature
import Testing
import TomoCore
import TomoImaging
import TomoSeries
import TomoTestSupport

/// The viewer over DICOM files: the same model, another series source.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ScanViewerDICOMTests {
    /// Slice `k` of the head CT windowed by `window`, from the volume the files were made of.
    private func expectedImage(_ head: HeadCTSeries, slice k: Int, window: WindowLevel) throws -> Bitmap {
        try Bitmap(width: 256, height: 256, gray16: head.volume.slice(at: k)).windowed(window, rescale: head.volume.rescale)
    }

    @Test func opensAFolderInGeometricOrderAndKeepsTheSlicesOfBrokenFilesApart() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let cut = try head.brokenCopy(in: folder, truncatingSlice: 7)
            let model = ScanViewerModel(environment: ScanViewerEnvironment(source: DICOMSeriesSource(paths: [folder.path])))
            await model.open()
            #expect(model.phase == .ready)
            #expect(model.catalog.map(\.id) == [head.seriesInstanceUID] && !model.canPickSeries)
            #expect(model.sliceCount == 108 && model.currentSliceName == nil)
            #expect(model.presets.map(\.name) == ["default"] + WindowPreset.ctPresets.map(\.name))
            #expect(model.window == head.volume.defaultWindow && model.selectedPresetName == "default")

            await model.waitUntilDrawn()
            #expect(model.displayed?.image == (try expectedImage(head, slice: 0, window: head.volume.defaultWindow)))
            model.setIndex(53)
            #expect(model.selectPreset(named: "bone"))
            await model.waitUntilDrawn()
            #expect(model.displayed?.index == 53)
            #expect(model.displayed?.image == (try expectedImage(head, slice: 53, window: WindowPreset.bone.window)))

            await model.waitUntilPreloaded()
            #expect(model.progress.completed == 107 && model.progress.failed == 1)
            #expect(Array(model.failedSlices.keys) == [7])
            #expect(model.failedSlices[7]?.contains(cut.path) == true && model.failedSlices[7]?.contains("truncated") == true)
            model.setIndex(7)
            await model.waitUntilDrawn()
            #expect(model.banner?.message.hasPrefix("Slice 8 did not load: ") == true)
            model.setIndex(8)
            await model.waitUntilDrawn()
            #expect(model.banner == nil)
            #expect(model.displayed?.image == (try expectedImage(head, slice: 8, window: WindowPreset.bone.window)), "from the volume now")
        }
    }

    @Test func aFolderWithoutImagesFailsToOpenSayingSo() async throws {
        try await withScratchFolder { folder in
            try Data("not DICOM\n".utf8).write(to: folder.appending(path: "README"))
            let model = ScanViewerModel(environment: ScanViewerEnvironment(source: DICOMSeriesSource(paths: [folder.path])))
            await model.open()
            #expect(model.phase == .failed(message: "no images in \(folder.path)"))
            #expect(model.banner?.message == "Cannot open the series: no images in \(folder.path)")
        }
    }
}
