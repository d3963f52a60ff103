import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoPipeline
import TomoSeries
import TomoTestSupport
import TomoVolume

/// DICOM files as a series source: what a picker lists, opening a series, its slices in geometric order.
struct DICOMSeriesSourceTests {
    @Test func listsAndOpensTheSeriesOfAFolder() async throws {
        let head = try await HeadCTSeries.shared()
        let source = DICOMSeriesSource(paths: [head.folder.path])
        let entries = await source.listSeries()
        var expected = SeriesEntry(
            id: head.seriesInstanceUID, description: head.volume.title, modality: "CT", imageCount: 108,
            patientName: "Cranium^Test", studyDate: "20240115", studyDescription: "Head", patientID: "TOMO-0001",
            studyInstanceUID: "1.2.826.0.1.3680043.10.1234.2.1")
        // How it was scanned, what a hanging protocol chooses by: axial slices 1.5 mm apart.
        (expected.number, expected.orientation, expected.sliceSpacing) = (2, .axial, 1.5)
        #expect(entries == [expected])
        let opened = try await source.openSeries(id: nil)
        #expect(opened.sliceCount == 108)
        #expect(opened.geometry?.dimensions == [256, 256, 108])
        #expect(opened.defaultWindow == head.volume.defaultWindow)
        #expect(opened.windowPresets.map(\.name) == ["default"] + WindowPreset.ctPresets.map(\.name))
        // Slice k is the k-th along the normal, whatever its file's name and instance number.
        let slice = try await opened.slice(at: 53)
        #expect(slice.index == 53 && slice.columns == 256 && slice.rows == 256)
        #expect(slice.position == Vector3(HeadCTSeries.origin.x, HeadCTSeries.origin.y, HeadCTSeries.origin.z + 53 * 1.5))
        #expect(slice.samples.words == (try head.volume.slice(at: 53)))
        #expect(slice.rescale == head.volume.rescale)
    }

    /// An MR opens with its own windows, the second by what the file calls it, and without the CT presets;
    /// its values, read as pydicom reads them, have no unit.
    @Test func anMROffersItsOwnWindowsAndItsValuesHaveNoUnit() async throws {
        let path = try await DICOMSamples.pydicomDataFile("MR-SIEMENS-DICOM-WithOverlays.dcm")
        let opened = try await DICOMSeriesSource(paths: [path]).openSeries(id: nil)
        #expect(opened.valueUnit == .mrSignalIntensity && opened.valueUnit.symbol == nil)
        #expect(opened.windowPresets == [
            WindowPreset(name: "default", window: WindowLevel(width: 790, level: 450)),
            WindowPreset(name: "WINDOW2", window: WindowLevel(width: 443, level: 200)),
        ])
        let reading = try #require(try await opened.probe(slice: 0, column: 242, row: 200))
        #expect(reading.unit == .mrSignalIntensity)
        #expect(reading.value == Double(try await DICOMSamples.pydicomPixels(path)[200 * 484 + 242]))
    }

    @Test func windowsSlicesIntoImages() throws {
        // Signed samples −1000…1000 HU through a 2000-wide window: black to white; inverted for MONOCHROME1.
        let samples = StoredSamples(words: [-1000, 0, 1000, 2000].map { UInt16(bitPattern: $0) }, isSigned: true)
        let slice = SeriesSlice(index: 0, columns: 2, rows: 2, samples: samples, rescale: Rescale(slope: 1, intercept: 0))
        let window = WindowLevel(width: 2000, level: 0)
        #expect(try slice.image(window: window).pixels == [0, 128, 255, 255])
        var inverted = slice
        inverted.isInverted = true
        #expect(try inverted.image(window: window).pixels == [255, 127, 0, 0])
        // A section of the volume (HU already) windows the same, and inverts the same for a MONOCHROME1 series.
        let section = VolumeSection(
            plane: .coronal(0), columns: 2, rows: 2, samples: [-1000, 0, 1000, 2000], filledRows: [true, true],
            pixelSpacing: PixelSpacing(row: 1, column: 1), orientation: .axial, origin: Vector3(0, 0, 0))
        #expect(try section.image(window: window).pixels == [0, 128, 255, 255])
        #expect(try section.image(window: window, inverted: true).pixels == [255, 127, 0, 0])
        // One in a storage (each value twice its sample, less 1,000) windows its values.
        var scaled = section
        (scaled.samples, scaled.rescale) = ([-500, 0, 500, 1000], Rescale(slope: 2, intercept: -1000))
        #expect(try scaled.image(window: window).pixels == [0, 0, 128, 255], "values -2000, -1000, 0, 1000")
    }

    @Test func namesWhatItCannotOpen() async throws {
        let head = try await HeadCTSeries.shared()
        let source = DICOMSeriesSource(paths: [head.folder.path])
        await #expect(throws: SeriesSourceError.unknownSeries(id: "1.2.3", in: head.folder.path)) {
            try await source.openSeries(id: "1.2.3")
        }
        await #expect(throws: SeriesSourceError.sliceOutOfRange(index: 108, count: 108)) {
            try await source.openSeries(id: nil).slice(at: 108)
        }
        try await withScratchFolder { folder in
            let empty = DICOMSeriesSource(paths: [folder.path])
            await #expect(throws: SeriesSourceError.noSeries(folder.path)) { try await empty.openSeries(id: nil) }
            // A file Tomo refuses says why, never only "no images".
            let refused = folder.appending(path: "twelve.dcm").path
            try Data(DICOMWriter.twelveBitsAllocatedImage()).write(to: URL(filePath: refused))
            let error = await #expect(throws: SeriesSourceError.self) { try await DICOMSeriesSource(paths: [refused]).openSeries(id: nil) }
            #expect(error?.description == "no images in \(refused): \(refused): unsupported image: 12 bits allocated per grey sample "
                + "(Tomo reads 1-bit grey, 8 and 16, and 32-bit grey and RGB)", "\(String(describing: error))")
        }
    }

    /// A dose grid's slice is read into the volume and shown from there, in its unit; the probe reads its dose.
    @Test func aDoseGridsSlicesAndProbeGiveItsDoses() async throws {
        let path = try await DICOMSamples.pydicomFile("rtdose.dcm")
        let expected = try await DICOMSamples.pydicomDoseGrid(path)
        let opened = try await DICOMSeriesSource(paths: [path]).openSeries(id: nil)
        #expect(opened.sliceCount == 15 && opened.valueUnit == .relativeDose)
        let slice = try await opened.slice(at: 7)
        let frame = expected.doses[700..<800]
        let range = try #require(slice.valueRange)
        #expect(abs(range.lowerBound - frame.min()!) <= 4e-6 && abs(range.upperBound - frame.max()!) <= 4e-6, "\(range)")
        let reading = try #require(try await opened.probe(slice: 7, column: 3, row: 4))
        #expect(abs(reading.value - expected.doses[743]) <= 4e-6 && reading.unit == .relativeDose)
        #expect(reading.position.map { abs($0.z - expected.positions[7][2]) < 1e-9 } == true)
    }

    @Test func preloadingFillsTheVolumeAndSlicesComeFromItInHU() async throws {
        let head = try await HeadCTSeries.shared()
        let opened = try await DICOMSeriesSource(paths: [head.folder.path]).openSeries(id: nil)
        let before = try await opened.slice(at: 20)
        #expect(before.rescale == head.volume.rescale, "not preloaded: the file's stored values")
        let preloader = SeriesPreloader(count: opened.sliceCount, concurrency: opened.fillConcurrency) {
            try await opened.fillSlice(at: $0)
        }
        await preloader.run(from: 50)
        #expect(preloader.progress.completed == 108 && preloader.progress.bytes == 108 * 256 * 256 * 2)
        for k in [0, 20, 53, 107] {
            let slice = try await opened.slice(at: k)
            #expect(slice.rescale == .identity && slice.samples.isSigned, "slice \(k) comes from the volume, in HU")
            let hu = (0..<slice.samples.count).map { Double(slice.samples.value(at: $0)) }
            #expect(hu == (try head.hounsfieldUnits(ofSlice: k)), "slice \(k)")
        }
        #expect(try await opened.slice(at: 20).image(window: nil) == before.image(window: nil), "the same image either way")
        #expect(try await opened.fillSlice(at: 20) == 0, "a slice in the volume is not read again")
    }

    @Test func aBrokenFileFailsItsSliceAloneAndARetryReadsItAgain() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let cut = try head.brokenCopy(in: folder, truncatingSlice: 7)
            let opened = try await DICOMSeriesSource(paths: [folder.path]).openSeries(id: nil)
            let preloader = SeriesPreloader(count: opened.sliceCount, concurrency: opened.fillConcurrency) {
                try await opened.fillSlice(at: $0)
            }
            await preloader.run()
            #expect(preloader.progress.completed == 107 && preloader.progress.failed == 1)
            let error = try #require(preloader.states[7].error as? DICOMFileError)
            #expect(error.path == cut.path && error.description.contains("the file is truncated"))
            // Mended, the file loads on retry: its failed read was not kept.
            try FileManager.default.removeItem(at: cut)
            try FileManager.default.copyItem(at: head.folder.appending(path: head.fileName(ofSlice: 7)), to: cut)
            await preloader.retryFailed()
            #expect(preloader.progress.completed == 108 && preloader.progress.failed == 0)
            #expect(try await opened.slice(at: 7).samples.count == 256 * 256)
        }
    }

    @Test func aMultiFrameFileIsASeriesPreloadedFrameByFrameIntoTheVolume() async throws {
        let path = try await DICOMSamples.pydicomDataFile("emri_small.dcm")
        let opened = try await DICOMSeriesSource(paths: [path]).openSeries(id: nil)
        #expect(opened.sliceCount == 10)
        let preloader = SeriesPreloader(count: opened.sliceCount, concurrency: opened.fillConcurrency) {
            try await opened.fillSlice(at: $0)
        }
        await preloader.run(from: 4)
        #expect(preloader.progress.completed == 10 && preloader.progress.failed == 0)
        for frame in [0, 4, 9] {
            let slice = try await opened.slice(at: frame)
            let values = (0..<slice.samples.count).map { Int32(slice.samples.value(at: $0)) }
            #expect(values == (try await DICOMSamples.pydicomPixels(path, frame: frame)), "frame \(frame), from the volume")
        }
    }
}
