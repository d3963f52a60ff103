import FeatureSupport
import Foundation
import ScanViewerFeature
import ScanViewerLive
import Testing
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDICOMweb
import TomoImaging
import TomoPipeline
import TomoSeries
import TomoTestSupport
import TomoVolume

/// The viewer over DICOM images other than plain CT: loops played at their recorded speed, an MR, overlays, a
/// Modality LUT, a window fitted to the values, a 12-bit lossy JPEG CT, colour, sigmoid windows and VOI tables.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ScanViewerImageKindsTests {
    @Test func anUltrasoundLoopPlaysAtItsRecordedFrameTimeAndOtherSeriesAtThePickedSpeed() async throws {
        try await withScratchFolder { folder in
            for name in ["examples_ybr_color.dcm", "CT_small.dcm"] {
                try FileManager.default.copyItem(atPath: try await DICOMSamples.pydicomFile(name), toPath: folder.appending(path: name).path)
            }
            let ticker = CineTicker()
            var environment = ScanViewerEnvironment.files([folder.path])
            environment.sleep = ticker.sleep
            let model = ScanViewerModel(environment: environment)
            await model.open()
            @MainActor func choose(_ modality: String) async throws {
                let id = try #require(model.catalog.first { $0.modality == modality }?.id)
                await model.chooseSeries(at: try #require(model.picker.choices.firstIndex { $0.id == id }))
                #expect(model.series?.entry.id == id)
            }

            try await choose("US")
            #expect(model.sliceCount == 30)
            // A loop's images are frames in time: counted as such, with when each was recorded, and no
            // planes to offer.
            #expect(model.isCineLoop && !model.showsLayoutMenu && model.positionText == "frame 1 / 30 · 0.00 s")
            model.setIndex(15)
            #expect(model.positionText == "frame 16 / 30 · 0.50 s", "15 frames of 33.333 ms")
            model.setIndex(0)
            await model.waitUntilDrawn()
            #expect(abs(model.framesPerSecond - 1000 / 33.333) < 1e-9, "its Frame Time, 33.333 ms")
            #expect(model.frameRateMenuItems == ["30 fps (recorded)", "4 fps", "8 fps", "12 fps", "20 fps", "30 fps"])
            #expect(model.frameRateMenuSelection == 0)
            model.togglePlay()
            ticker.tick()
            await model.waitUntil { $0.index == 1 }
            model.pause()
            let interval = try #require(ticker.requestedSleeps.first)
            #expect(abs(interval / .milliseconds(1) - 33.333) < 1e-6, "waited \(interval) between frames")

            // A speed picked from the menu holds for the loop; a series that records none plays at it.
            model.chooseFrameRate(at: 3)
            #expect(model.framesPerSecond == 12 && model.frameRateMenuSelection == 3)
            // What was said of the loop's export belongs to it: another series opens without it.
            let exported = folder.appending(path: "loop.png")
            #expect(model.requestExport() && model.exportRequest?.suggestedName.hasSuffix("-frame-\(model.index + 1).png") == true, "a loop's frame")
            model.dismissExportRequest()
            await model.export(try #require(model.displayed?.image), to: exported)
            #expect(model.exportState.message == "Saved loop.png")
            try await choose("CT")
            #expect(model.exportState.message == nil, "the loop's export is not the CT's")
            #expect(!model.isCineLoop && model.showsLayoutMenu && model.positionText.hasPrefix("slice 1 / 1"))
            #expect(model.framesPerSecond == 12 && model.frameRateMenuItems == ["4 fps", "8 fps", "12 fps", "20 fps", "30 fps"])
            #expect(model.frameRateMenuSelection == 2)
            try await choose("US")
            #expect(model.frameRateMenuSelection == 0, "the loop opens at its own speed again")
        }
    }

    /// A loop recorded at uneven times (a Frame Time Vector of 0, 20, 40, 30 ms) shows each frame for its own
    /// time at the recorded speed, the last for their mean before it wraps; at a picked speed, evenly.
    @Test func aLoopOfUnevenFrameTimesShowsEachFrameForItsOwnTime() async throws {
        try await withScratchFolder { folder in
            var loop = DataSetBuilder()
            for (tag, vr, value) in [
                (DICOMTag.sopClassUID, ValueRepresentation.UI, "1.2.840.10008.5.1.4.1.1.3.1"), (.sopInstanceUID, .UI, "2.25.41"),
                (.seriesInstanceUID, .UI, "2.25.42"), (.modality, .CS, "US"), (.photometricInterpretation, .CS, "MONOCHROME2"),
                (.numberOfFrames, .IS, "4"), (.frameTimeVector, .DS, #"0\20\40\30"#),
            ] { loop.set(tag, vr, value.split(separator: "\\").map(String.init)) }
            for (tag, value) in [(DICOMTag.samplesPerPixel, 1), (.rows, 2), (.columns, 2), (.bitsAllocated, 8), (.bitsStored, 8), (.highBit, 7)] {
                loop.set(tag, unsignedShorts: [UInt16(value)])
            }
            loop.set(.pixelData, .OB, bytes: Array(0..<16))
            let path = folder.appending(path: "loop.dcm")
            try DICOMFileWriter.file(of: loop).write(to: path)
            let ticker = CineTicker()
            var environment = ScanViewerEnvironment.files([path.path])
            environment.sleep = ticker.sleep
            let model = ScanViewerModel(environment: environment)
            await model.open()
            #expect(model.sliceCount == 4 && model.frameRateMenuItems.first == "33.3 fps (recorded)", "\(model.frameRateMenuItems)")
            model.togglePlay()
            for frame in 1...4 {
                ticker.tick()
                await model.waitUntil { $0.index == frame % 4 }
            }
            model.pause()
            #expect(await ticker.ending(ofSleep: 5) == .cancelled, "the wait under way ends with the pause")
            let waited = ticker.requestedSleeps.prefix(4).map { $0 / .milliseconds(1) }
            #expect(zip(waited, [20, 40, 30, 30]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(waited)")

            // A speed picked from the menu plays evenly (the ticker of a cine once paused is spent: a new one).
            let evenTicker = CineTicker()
            environment.sleep = evenTicker.sleep
            let picked = ScanViewerModel(environment: environment)
            await picked.open()
            picked.chooseFrameRate(at: 3)
            picked.togglePlay()
            evenTicker.tick()
            await picked.waitUntil { $0.index == 1 }
            picked.pause()
            #expect(evenTicker.requestedSleeps.first == .seconds(1 / 12.0), "a picked speed plays evenly")
        }
    }

    /// An MR's values have no unit: the probe and a region's figures write none (never "HU"), the window
    /// menu offers the file's two windows by what it calls them and not the CT presets, and a report
    /// records the figures with UCUM's "no units".
    @Test func anMRIsReadWithoutHUAndOffersItsOwnWindows() async throws {
        let path = try await DICOMSamples.pydicomDataFile("MR-SIEMENS-DICOM-WithOverlays.dcm")
        let pixels = try await DICOMSamples.pydicomPixels(path)
        let model = ScanViewerModel(environment: ScanViewerEnvironment.files([path]))
        await model.open()
        await model.waitUntilPreloaded()
        #expect(model.windowLevelMenu.items == ["default", "WINDOW2"])
        let reading = try #require(await model.probe(column: 242, row: 200))
        #expect(reading.value == Double(pixels[200 * 484 + 242]) && reading.value > 0)
        #expect(ScanViewerModel.probeText(reading).hasPrefix("\(Int(reading.value))  ("), "\(ScanViewerModel.probeText(reading))")
        let pin = ProbeAnnotation(place: AnnotationPlace(plane: .axial, section: 0, pixelSpacing: nil), point: Point2D(242, 200), reading: reading)
        #expect(pin.values == [AnnotationValue(name: "MR signal intensity", value: reading.value, unit: "1")], "what a report codes it as")
        let ellipse = try #require(model.annotate(in: .axial) { EllipseAnnotation(place: $0, corner: Point2D(200, 180), opposite: Point2D(260, 220)) })
        await model.waitUntilRegionsMeasured()
        let measured = try #require(model.annotations(EllipseAnnotation.self, shownIn: .axial).first { $0.id == ellipse.id })
        #expect(measured.text.contains("Mean ") && !measured.text.contains("HU"), "\(measured.text)")
        #expect(measured.values.filter { $0.name != "Area" }.allSatisfy { $0.unit == "1" } && measured.values.count == 5)
    }

    /// The MR's overlay plane (Siemens' graphics) is drawn white where pydicom's `overlay_array` marks it,
    /// the rest of the image as windowed; O hides it with the other overlays, and shows it again.
    @Test func anImagesOverlayPlaneIsDrawnAndHiddenWithTheOverlays() async throws {
        let path = try await DICOMSamples.pydicomDataFile("MR-SIEMENS-DICOM-WithOverlays.dcm")
        let marks = try await DICOMSamples.pydicomOverlay(path)
        let model = ScanViewerModel(environment: ScanViewerEnvironment.files([path]))
        await model.open()
        await model.waitUntilDrawn()
        let shown = try #require(model.displayed)
        #expect(shown.overlays == ["Siemens MedCom Object Graphics"])
        model.perform(.toggleOverlays)
        await model.waitUntilDrawn()
        let plain = try #require(model.displayed)
        #expect(!model.showsOverlays && plain.overlays.isEmpty)
        let marked = marks.indices.filter { marks[$0] == 1 }
        #expect(marked.count == 323 && marked.allSatisfy { shown.image.pixels[$0] == 255 })
        #expect(marks.indices.filter { marks[$0] == 0 }.allSatisfy { shown.image.pixels[$0] == plain.image.pixels[$0] })
        #expect(marked.contains { plain.image.pixels[$0] != 255 }, "hidden, the image's own pixels show")
        model.perform(.toggleOverlays)
        await model.waitUntilDrawn()
        #expect(model.displayed == shown)
    }

    /// An image whose values go through a Modality LUT Sequence (a 12-bit test pattern mapped to 0…65,535)
    /// opens into a volume that keeps those values exactly (past `Int16`: counted from the lowest), its probe
    /// reading pydicom's `apply_modality_lut` values, in the window over them.
    @Test func anImageThroughAModalityLUTShowsTheTablesValues() async throws {
        let path = try await DICOMSamples.pydicomDataFile("mlut_18.dcm")
        guard case .shown(let values, _, _) = try await DICOMSamples.pydicomShown([path])[path] else {
            Issue.record("pydicom does not show mlut_18.dcm")
            return
        }
        let model = ScanViewerModel(environment: ScanViewerEnvironment.files([path]))
        await model.open()
        await model.waitUntilDrawn()
        #expect(model.series?.volume?.storage == Rescale(slope: 1, intercept: 32_768))
        for (column, row) in [(0, 0), (200, 160), (511, 511)] {
            let reading = try #require(await model.probe(column: column, row: row))
            #expect(reading.value == Double(values[row * 512 + column]), "(\(column), \(row))")
        }
        #expect(model.window == WindowLevel(covering: Double(values.min()!), Double(values.max()!)))
    }

    /// An RT Dose grid opens as a volume of its doses in three planes: the probe reads a voxel's dose to the
    /// thousandth, the window is the one over its middle slice's doses (less than 1 wide), and a drag narrows it
    /// further, by fractions of a dose rather than whole units.
    @Test func aDoseGridOpensAsAVolumeOfItsDoses() async throws {
        let path = try await DICOMSamples.pydicomFile("rtdose.dcm")
        let expected = try await DICOMSamples.pydicomDoseGrid(path)
        let model = ScanViewerModel(environment: ScanViewerEnvironment.files([path]))
        await model.open()
        await model.waitUntilDrawn()
        #expect(model.series?.valueUnit == .relativeDose && model.planesUnavailableReason == nil)
        let reading = try #require(await model.probe(column: 3, row: 4))
        let dose = expected.doses[reading.slice * 100 + 43]
        #expect(abs(reading.value - dose) <= 4e-6 && ProbeAnnotation.text(of: reading).hasPrefix("\(ValueUnit.relativeDose.number(dose))  ("))
        let middle = expected.doses[700..<800]
        let window = try #require(model.window)
        #expect(abs(window.width - (middle.max()! - middle.min()!)) < 1e-5 && window.width < 0.5, "\(window)")
        let written = [window.width, window.level].map(ValueUnit.relativeDose.number)
        model.setViewSize(Size2D(640, 480), of: .axial)
        let overlay = model.overlay(of: .axial)?.bottomRight ?? []
        #expect(overlay.contains("W \(written[0])  L \(written[1])") && written[0].count == 5, "to the thousandth: \(overlay)")
        model.beginWindowDrag()
        model.dragWindow(byX: -100, y: 0)
        let dragged = ValueUnit.relativeDose.number(model.window?.width ?? 0)
        #expect(model.windowLevelMenu.items.last == "Custom (W \(dragged), L \(written[1]))" && dragged.count == 5)
        #expect(abs((model.window?.width ?? 0) - window.width * (1 - 100.0 / 256)) < 1e-9, "narrowed by 1/256 of its width a point")
    }

    /// An MR without a window of its own (12 bits stored, values 0 to 467) opens in a window fitted to its
    /// middle frame's values, not a CT preset and not its bits' 0 to 4,095, which would show it nearly black;
    /// the `default` preset is that window, and a window the reader picks is kept. A segmentation opened alone
    /// says it is one.
    @Test func anImageWithoutAWindowOpensInOneFittedToItsValues() async throws {
        let path = try await DICOMSamples.pydicomDataFile("emri_small.dcm")
        let middle = try await DICOMSamples.pydicomPixels(path, frame: 5)
        let model = ScanViewerModel(environment: ScanViewerEnvironment.files([path]))
        await model.open()
        await model.waitUntilDrawn()
        let fitted = WindowLevel(covering: Double(middle.min()!), Double(middle.max()!))
        #expect(model.window == fitted && fitted.upperBound < 1000, "\(String(describing: model.window))")
        #expect(model.windowLevelMenu.items == ["default"] && model.windowLevelMenu.selectedIndex == 0)
        #expect(model.displayed?.window == fitted)
        model.adjustWindow(width: -100, level: 0)
        #expect(model.window?.width == fitted.width - 100)

        // A segmentation alone is no image series: it says what it is and where it shows.
        let liver = ScanViewerModel(environment: ScanViewerEnvironment.files([try await DICOMSamples.pydicomFile("liver_1frame.dcm")]))
        await liver.open()
        #expect(liver.series == nil)
        let said = try #require(liver.banner?.message)
        #expect(said.contains("a segmentation (SEG): its frames are masks laid over the series it was made from"), "\(said)")
    }

    /// A 12-bit CT series in JPEG Extended (DCMTK's `dcmcjpeg +ee`, as older archives hold CT) opens as a volume of
    /// HU, each slice DCMTK's `dcmdjpeg` values through the rescale.
    @Test func aTwelveBitJPEGExtendedSeriesOpensAsAVolumeOfDCMTKsValues() async throws {
        let head = try await HeadCTSeries.shared()
        let copy = try await head.compressedCopy("jpeg-extended", tool: "dcmcjpeg", ["+ee"])
        let model = ScanViewerModel(environment: ScanViewerEnvironment.files([copy.path]))
        await model.open()
        await model.waitUntilPreloaded()
        let volume = try #require(model.series?.volume)
        #expect(volume.filledCount == 108 && model.planesUnavailableReason == nil)
        try await withScratchFolder { folder in
            for k in [0, 53] {
                let decompressed = folder.appending(path: "\(k).dcm").path
                try await DICOMSamples.runTool("dcmdjpeg", [copy.appending(path: head.fileName(ofSlice: k)).path, decompressed])
                let file = try DICOMFile.read(path: decompressed)
                let stored = try file.storedSamples(frame: 0)
                let rescale = Rescale(
                    slope: file.dataSet.numbers(.rescaleSlope)?.first ?? 1, intercept: file.dataSet.numbers(.rescaleIntercept)?.first ?? 0)
                let hu = (0..<stored.count).map { Int16(rescale.physicalValue(ofStored: Double(stored.value(at: $0))).rounded()) }
                let original = try head.hounsfieldUnits(ofSlice: k).map { Int16($0) }
                #expect(volume.section(.axial(k))?.samples == hu && hu != original, "slice \(k): DCMTK's lossy values")
            }
        }
    }

    /// On a colour image the probe reads the pixel's red, green and blue as shown (the frame as Tomo
    /// converts it from YBR, which the pixel corpus checks against pydicom), and pins no value.
    @Test func theProbeReadsAColourPixelsRedGreenAndBlue() async throws {
        let path = try await DICOMSamples.pydicomFile("examples_ybr_color.dcm")
        let model = ScanViewerModel(environment: ScanViewerEnvironment.files([path]))
        await model.open()
        model.setIndex(3)
        let frame = try DICOMFile.read(path: path).colourFrame(3)
        for (column, row) in [(0, 0), (150, 100), (319, 239)] {
            let reading = try #require(await model.probe(column: column, row: row), "(\(column), \(row))")
            let start = (row * frame.columns + column) * 3
            let expected = frame.samples[start ..< start + 3].map { UInt8(truncatingIfNeeded: $0) }
            let colour = try #require(reading.colour)
            #expect([colour.red, colour.green, colour.blue] == expected, "(\(column), \(row))")
            #expect(ScanViewerModel.probeText(reading).hasPrefix("R \(expected[0])  G \(expected[1])  B \(expected[2])"))
            #expect(ProbeAnnotation(place: AnnotationPlace(plane: .axial, section: 3, pixelSpacing: nil), point: Point2D(Double(column), Double(row)), reading: reading).values.isEmpty)
        }
        #expect(await model.probe(column: 320, row: 0) == nil)
        // The loop says neither where it lies nor how large its pixels are: no place, letters or scale bar.
        #expect(try #require(await model.probe(column: 150, row: 100)).position == nil)
        model.setViewSize(Size2D(640, 480), of: .axial)
        await model.waitUntilDrawn()
        let overlay = try #require(model.overlay(of: .axial))
        #expect(overlay.markers == nil && overlay.scaleBar == nil)
    }

    /// A window whose VOI LUT Function is SIGMOID shows its image through the curve (PS3.3's formula,
    /// computed here pixel by pixel), keeps the curve while dragged, and the menu says so.
    @Test func aSigmoidWindowShowsItsCurveAndKeepsItWhenDragged() async throws {
        try await withScratchFolder { folder in
            let path = folder.appending(path: "sigmoid.dcm").path
            try FileManager.default.copyItem(atPath: try await DICOMSamples.pydicomFile("CT_small.dcm"), toPath: path)
            try await DICOMSamples.runTool("dcmodify", ["-nb", "-i", "(0028,1050)=40", "-i", "(0028,1051)=400", "-i", "(0028,1056)=SIGMOID", path])
            let model = ScanViewerModel(environment: ScanViewerEnvironment.files([path]))
            await model.open()
            await model.waitUntilDrawn()
            #expect(model.window == WindowLevel(width: 400, level: 40, function: .sigmoid))
            let samples = try DICOMFile.read(path: path).storedSamples(frame: 0)
            let expected = (0..<samples.count).map { index in
                let hu = Double(samples.value(at: index)) - 1024
                return UInt8((255 / (1 + exp(-4 * (hu - 40) / 400))).rounded())
            }
            let shown = try #require(model.displayed?.image)
            #expect(shown.format == .gray8 && shown.width == 128 && shown.pixels == expected)

            model.beginWindowDrag()
            model.dragWindow(byX: 256, y: 0)
            await model.waitUntilDrawn()
            #expect(model.window == WindowLevel(width: 800, level: 40, function: .sigmoid))
            #expect(model.windowLevelMenu.items.last == "Custom (W 800, L 40, sigmoid)")
        }
    }

    /// A radiograph whose file gives a VOI LUT Sequence and no window opens through its table: each pixel
    /// the grey level of pydicom's `apply_voi_lut`, scaled from the table's 16 bits to 8; the menu names it,
    /// and a drag turns it into a linear window over the table's range.
    @Test func anImageWithAVOILUTShowsItsTablesGreyLevels() async throws {
        let path = try await DICOMSamples.pydicomDataFile("vlut_04.dcm")
        let expected = try await DICOMSamples.pydicomVOI(path).map { UInt8((Double($0) * 255 / 65535).rounded()) }
        let model = ScanViewerModel(environment: ScanViewerEnvironment.files([path]))
        await model.open()
        await model.waitUntilDrawn()
        guard case .table(let table) = model.window?.function else {
            Issue.record("the window is \(String(describing: model.window)), not the file's table")
            return
        }
        #expect(table.entries.count == 256 && table.bits == 16)
        let shown = try #require(model.displayed?.image)
        #expect(shown.format == .gray8 && shown.width == 512 && shown.pixels.count == expected.count)
        let wrong = expected.indices.filter { shown.pixels[$0] != expected[$0] }
        #expect(wrong.isEmpty, "\(wrong.count) pixels differ, the first at \(wrong.first ?? 0)")
        #expect(model.windowLevelMenu.items == ["default"] && model.windowLevelMenu.selectedIndex == 0)

        model.beginWindowDrag()
        model.dragWindow(byX: 0, y: 0)
        model.dragWindow(byX: 256, y: 0)
        await model.waitUntilDrawn()
        #expect(model.window == WindowLevel(width: 512, level: 128))
    }
}
