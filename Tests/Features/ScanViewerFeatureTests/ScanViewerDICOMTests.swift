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

/// The viewer over DICOM files: the same model, another series source.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ScanViewerDICOMTests {
    /// Slice `k` of the head CT windowed by `window`, from the volume the files were made of.
    private func expectedImage(_ head: HeadCTSeries, slice k: Int, window: WindowLevel) throws -> Bitmap {
        try Bitmap(width: 256, height: 256, gray16: head.volume.slice(at: k)).windowed(window, rescale: head.volume.rescale)
    }

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
            try await choose("CT")
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

    @Test func opensAFolderInGeometricOrderAndKeepsTheSlicesOfBrokenFilesApart() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let cut = try head.brokenCopy(in: folder, truncatingSlice: 7)
            let model = ScanViewerModel(environment: ScanViewerEnvironment.files([folder.path]))
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
            // Away from it, the loss is still told; Retry loads it again.
            #expect(model.banner?.message.hasPrefix("1 slice did not load (slice 8): \(cut.path)") == true, "\(String(describing: model.banner))")
            #expect(model.banner?.actionTitle == "Retry")
            #expect(model.displayed?.image == (try expectedImage(head, slice: 8, window: WindowPreset.bone.window)), "from the volume now")
        }
    }

    @Test func theProbeReadsTheVoxelsHUAndItsPosition() async throws {
        let head = try await HeadCTSeries.shared()
        let model = ScanViewerModel(environment: ScanViewerEnvironment.files([head.folder.path]))
        await model.open()
        model.setIndex(53)
        await model.waitUntilPreloaded()
        let series = try #require(model.series)
        let geometry = head.volume.geometry, rescale = head.volume.rescale
        for (column, row) in [(0, 0), (128, 128), (200, 37), (255, 255)] {
            // From the volume (every slice is in it now), and the same from the slice itself.
            let reading = try #require(await model.probe(column: column, row: row))
            #expect(try await series.slice(at: 53).probe(column: column, row: row) == reading)
            let stored = try head.volume.slice(at: 53)[row * 256 + column]
            #expect(reading.value == rescale.physicalValue(ofStored: Double(stored)), "(\(column), \(row))")
            let origin = HeadCTSeries.origin
            let expected = Vector3(
                origin.x + Double(column) * geometry.pixelSpacing.column, origin.y + Double(row) * geometry.pixelSpacing.row,
                origin.z + 53 * geometry.sliceSpacing)
            #expect(try #require(reading.position).isClose(to: expected, tolerance: 1e-3), "(\(column), \(row))")
        }
        #expect(await model.probe(column: 256, row: 0) == nil)
        #expect(await model.probe(column: 0, row: -1) == nil)
        let centre = try #require(await model.probe(column: 128, row: 128))
        #expect(ScanViewerModel.probeText(centre) == "\(Int(centre.value)) HU  (2.5, -7.5, 119.5) mm")
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
    /// opens axial only, its probe reading pydicom's `apply_modality_lut` values, in the window over them.
    @Test func anImageThroughAModalityLUTShowsTheTablesValues() async throws {
        let path = try await DICOMSamples.pydicomDataFile("mlut_18.dcm")
        guard case .shown(let values, _, _) = try await DICOMSamples.pydicomShown([path])[path] else {
            Issue.record("pydicom does not show mlut_18.dcm")
            return
        }
        let model = ScanViewerModel(environment: ScanViewerEnvironment.files([path]))
        await model.open()
        await model.waitUntilDrawn()
        #expect(model.series?.volume == nil && model.planesUnavailableReason != nil)
        for (column, row) in [(0, 0), (200, 160), (511, 511)] {
            let reading = try #require(await model.probe(column: column, row: row))
            #expect(reading.value == Double(values[row * 512 + column]), "(\(column), \(row))")
        }
        #expect(model.window == WindowLevel(covering: Double(values.min()!), Double(values.max()!)))
    }

    /// An MR without a window of its own (12 bits stored, values 0 to 467) opens in a window fitted to its
    /// middle frame's values, not a CT preset and not its bits' 0 to 4,095, which would show it nearly black;
    /// the `default` preset is that window, and a window the reader picks is kept.
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

        // A segmentation's 1-bit frames show 0 black and 1 white.
        let liver = ScanViewerModel(environment: ScanViewerEnvironment.files([try await DICOMSamples.pydicomFile("liver_1frame.dcm")]))
        await liver.open()
        await liver.waitUntilDrawn()
        #expect(liver.window == WindowLevel(covering: 0, 1))
        let shown = try #require(liver.displayed?.image)
        #expect(Set(shown.pixels) == [0, 255])
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

    @Test func measurementsBelongToTheSeriesAndTheirSlice() async throws {
        let head = try await HeadCTSeries.shared()
        let model = ScanViewerModel(environment: ScanViewerEnvironment.files([head.folder.path]))
        await model.open()
        model.setIndex(53)
        let measured = try #require(model.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(20, 30), end: Point2D(120, 30)) })
        let spacing = head.volume.geometry.pixelSpacing.column
        #expect(abs(measured.millimetres - 100 * spacing) < 1e-9 && measured.lengthText == "95.7 mm")
        #expect(model.annotations(LengthAnnotation.self, shownIn: .axial) == [measured])
        model.setIndex(54)
        #expect(model.annotations(shownIn: .axial).isEmpty && model.annotations.all(LengthAnnotation.self) == [measured], "kept while scrolling")
        #expect(model.annotations.listed.map(\.text) == ["Axial 54: 95.7 mm"])
        model.setIndex(53)
        #expect(model.selectAnnotation(near: Point2D(70, 32), tolerance: 4, in: .axial))
        #expect(model.deleteSelectedAnnotation() && model.annotations.isEmpty)
    }

    /// Files that could not be read are no silent loss: the picker lists them with their series, the viewer's
    /// banner says how many and why, and "Read again" reads the files again once mended.
    @Test func filesThatCouldNotBeReadAreToldInThePickerAndTheBannerAndReadAgainOnRetry() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            try await head.multiSeriesCopy(in: folder)
            let slice = folder.appending(path: "head").appending(path: head.fileName(ofSlice: 40))
            let whole = try Data(contentsOf: slice)
            try whole.prefix(300).write(to: slice)  // cut inside its header: its series is not known
            let model = ScanViewerModel(environment: ScanViewerEnvironment.files([folder.path]))
            await model.open()
            #expect(model.phase == .choosingSeries)
            let choice = try #require(model.picker.choices.first { $0.id == head.seriesInstanceUID })
            #expect(choice.summary == "CT · 107 images")
            let lost = "1 file could not be read, its images are missing: \(slice.path): "
            #expect(choice.warnings.contains { $0.hasPrefix(lost) }, "\(choice.warnings)")
            #expect(choice.warnings.contains { $0.hasPrefix("slices are unevenly spaced") })

            await model.chooseSeries(at: try #require(model.picker.choices.firstIndex { $0.id == head.seriesInstanceUID }))
            #expect(model.phase == .ready && model.sliceCount == 107)
            await model.waitUntilPreloaded()
            let banner = try #require(model.banner)
            #expect(banner.message.hasPrefix(lost) && banner.message.contains("the file is truncated"), "\(banner.message)")
            #expect(banner.actionTitle == "Read again")

            try whole.write(to: slice)
            #expect(model.handle(.named(.f5)), "F5 retries what the banner reports")
            await model.waitUntil { $0.phase == .ready && $0.sliceCount == 108 }
            await model.waitUntilPreloaded()
            #expect(model.banner == nil && model.series?.entry.unreadableFiles.isEmpty == true)
            #expect(model.catalog.first { $0.id == head.seriesInstanceUID }?.warnings.isEmpty == true)
        }
    }

    @Test func aFolderWithoutImagesFailsToOpenSayingSo() async throws {
        try await withScratchFolder { folder in
            try Data("not DICOM\n".utf8).write(to: folder.appending(path: "README"))
            let model = ScanViewerModel(environment: ScanViewerEnvironment.files([folder.path]))
            await model.open()
            #expect(model.phase == .failed(message: "no images in \(folder.path)"))
            #expect(model.banner?.message == "Cannot open the series: no images in \(folder.path)")
        }
    }

    @Test func aPACSThatAsksForCredentialsPromptsForThemSaysWhenRefusedAndOpensOnceSignedIn() async throws {
        let head = try await HeadCTSeries.shared()
        try await withOrthanc(users: ["reader": "pass word"]) { orthanc in
            for k in 0..<4 { try await orthanc.upload(head.folder.appending(path: head.fileName(ofSlice: k)).path) }
            let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
            let pipeline = ImagePipeline(configuration: .init(client: client))
            let environment = ScanViewerEnvironment.dicomWeb(orthanc.dicomWebURL, credentials: nil, client: client, pipeline: pipeline)
            let model = ScanViewerModel(environment: environment)
            await model.open()
            let server = "127.0.0.1:\(orthanc.baseURL.port ?? 0)"
            guard case .needsCredentials(server, let message) = model.phase else {
                Issue.record("\(model.phase)")
                return
            }
            #expect(message.contains("401"))
            #expect(model.signInPrompt == SignInPrompt(
                title: "Sign in to \(server)", message: "The server needs a user name and password to show its studies.", user: ""))
            #expect(model.banner == nil, "the prompt, not a banner")

            await model.signIn(user: "reader", password: "wrong")
            #expect(model.signInPrompt?.message == "The server refused the password for reader. Try again.")
            #expect(model.signInPrompt?.user == "reader")

            await model.signIn(user: "reader", password: "pass word")
            #expect(model.phase == .ready && model.sliceCount == 4 && model.signInPrompt == nil)
            await model.waitUntilDrawn()
            #expect(model.displayed?.image == (try expectedImage(head, slice: 0, window: head.volume.defaultWindow)))
            await model.waitUntilPreloaded()
            #expect(model.progress.completed == 4 && model.failedSlices.isEmpty, "the frames went with the credentials too")

            // A source that cannot be given credentials shows what the server said, with Retry.
            let plain = ScanViewerModel(environment: ScanViewerEnvironment(source: DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: pipeline)))
            await plain.open()
            #expect(plain.signInPrompt == nil && plain.banner?.message.contains("needs authentication") == true)
        }
    }
}

extension ScanViewerDICOMTests {
    @Test func severalSeriesOpenThePickerWithThumbnailsAndKeysChooseOne() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            try await head.multiSeriesCopy(in: folder)
            let model = ScanViewerModel(environment: ScanViewerEnvironment.files([folder.path]))
            await model.open()
            #expect(model.phase == .choosingSeries && model.isChoosingSeries)
            #expect(model.series == nil && model.sliceCount == 0 && model.displayed == nil)
            #expect(model.pickerTitle == "3 series in the files: choose one")
            let choices = model.picker.choices
            #expect(Set(choices.map(\.summary)) == ["CT · 108 images", "CT · 1 image", "MR · 1 image"])
            let headIndex = try #require(choices.firstIndex { $0.id == head.seriesInstanceUID })
            #expect(choices[headIndex].title == head.volume.title)
            #expect(choices[headIndex].study == "Cranium, Test · 2024-01-15 · Head")
            await model.waitUntil { !$0.picker.isLoadingThumbnails }
            #expect(model.statusText.isEmpty && !model.isBusy)
            for choice in model.picker.choices {
                let thumbnail = try #require(choice.thumbnail, "\(choice.title)")
                #expect(max(thumbnail.width, thumbnail.height) == SeriesPicker.thumbnailSide)
            }
            // The head's thumbnail is its middle slice in its own window.
            let middle = try expectedImage(head, slice: 54, window: head.volume.defaultWindow)
                .aspectFitted(maxWidth: SeriesPicker.thumbnailSide, maxHeight: SeriesPicker.thumbnailSide, allowUpscaling: true)
            #expect(model.picker.choices[headIndex].thumbnail == middle)

            // Keys move the highlight (not a slider: there is none yet), Enter opens the highlighted series.
            #expect(model.handle(.named(.end)) && model.picker.highlighted == 2)
            #expect(model.handle(.named(.up)) && model.picker.highlighted == 1)
            model.picker.highlight(headIndex)
            #expect(model.handle(.named(.enter)))
            await model.waitUntil { $0.phase == .ready }
            #expect(model.series?.entry.id == head.seriesInstanceUID && model.sliceCount == 108)
            #expect(model.studyText == "Cranium, Test · 2024-01-15 · Head")
            #expect(model.seriesMenuItems.count == 3 && model.seriesMenuSelection == headIndex)
            #expect(!model.handle(.named(.enter)), "Enter does nothing in the viewer")
            model.setIndex(10)
            await model.waitUntilDrawn()
            #expect(model.positionText == "slice 11 / 108 · 55 mm", "z = 40 + 10 × 1.5 mm")
            await model.waitUntilPreloaded()

            // Page Down / Page Up: the next / previous series of the menu.
            let (key, target) = headIndex < 2 ? (KeyName.pageDown, headIndex + 1) : (.pageUp, headIndex - 1)
            #expect(model.handle(.named(key)))
            await model.waitUntil { $0.phase == .ready && $0.series?.entry.id == $0.catalog[target].id }
            #expect(model.seriesMenuSelection == target)
            await model.waitUntilPreloaded()
        }
    }

    @Test func openingPathsReplacesWhatWasOpenAndOpenAsksTheFrontEndFirst() async throws {
        let head = try await HeadCTSeries.shared()
        try await withTestServer(data: [.phantom(columns: 16, rows: 16, slices: 5)]) { base in
            let model = ViewerFixture.model(base: base)
            await model.open()
            #expect(model.sliceCount == 5 && model.studyText.isEmpty)
            #expect(model.positionText == "slice 1 / 5", "the API gives no positions")

            #expect(model.handle(.control("o")) && model.openRequest == .folder)
            model.dismissOpenRequest()
            #expect(model.perform(.openFiles) && model.openRequest == .files)
            model.dismissOpenRequest()
            #expect(model.openRequest == nil)

            await model.open(paths: [head.folder.path])
            #expect(model.phase == .ready && model.sliceCount == 108 && model.index == 0)
            #expect(model.series?.entry.id == head.seriesInstanceUID)
            await model.waitUntilDrawn()
            let first = try expectedImage(head, slice: 0, window: head.volume.defaultWindow)
            #expect(model.displayed?.image == first)
            #expect(model.positionText == "slice 1 / 108 · 40 mm")
            await model.waitUntilPreloaded()
            #expect(model.progress.completed == 108)
        }
    }
}
