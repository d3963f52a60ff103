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
            let why = "no images in \(folder.path): \(folder.path)/README: not a DICOM file "
                + "(no DICM preamble and no recognisable data element at its start)"
            #expect(model.phase == .failed(message: why), "the file refused, and why")
            #expect(model.banner?.message == "Cannot open the series: \(why)")
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

    @Test("The picker highlights the series a reader most likely wants: the most images that can load, not a cut scout listed first")
    func thePickerHighlightsTheLargestReadableSeries() async throws {
        let export = try await MessyExport.shared()
        let model = ScanViewerModel(environment: ScanViewerEnvironment.files([export.folder.path]))
        await model.open()
        #expect(model.phase == .choosingSeries)
        let choices = model.picker.choices
        let scoutIndex = try #require(choices.firstIndex { $0.id == MessyExport.scoutSeriesUID })
        let headIndex = try #require(choices.firstIndex { $0.id == export.head.seriesInstanceUID })
        #expect(scoutIndex < headIndex, "the scout is listed before the head: \(choices.map(\.title))")
        #expect(model.picker.highlighted == headIndex)
        #expect(choices[scoutIndex].warnings.contains { $0.contains(export.scout.path) }, "the cut file named: \(choices[scoutIndex].warnings)")
        #expect(model.handle(.named(.enter)))
        await model.waitUntil { $0.phase == .ready }
        #expect(model.series?.entry.id == export.head.seriesInstanceUID && model.sliceCount == 108)
        await model.waitUntilPreloaded()
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
