import FeatureSupport
import Foundation
import ScanViewerLive
import Testing
import TomoCore
import TomoDICOM
import TomoDICOMweb
import TomoLibrary
import TomoPipeline
import TomoSeries
import TomoTestSupport
import TomoVolume
@testable import ScanViewerFeature

/// Key images through the live access: slices starred with *, listed, gone to with Ctrl+→ / Ctrl+←, exported as a
/// Key Object Selection of their images; the KOS found beside the files (Tomo's and highdicom's) placed on their
/// slices; saved into the library and onto a real Orthanc in the series' study, found there at once and when
/// the study opens again; a series that is not DICOM and a PACS gone away each said, the action offered again.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ScanViewerKeyImageTests {
    private static let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)

    @Test func starredSlicesAreListedVisitedAndExportedAsAKeyObjectSelectionOfTheirImages() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            var environment = ScanViewerEnvironment.files([head.folder.path])
            environment.keyImages = .live(client: Self.client)
            let model = ScanViewerModel(environment: environment)
            await model.open()
            for plane in [VolumePlane.axial, .coronal] { model.setViewSize(Size2D(320, 240), of: plane) }
            await model.waitUntilKeyImagesFound()
            #expect(model.keySlices.isEmpty && model.keyImageMenuItems.isEmpty && !model.canExportKeyImages)
            #expect(ScanViewerModel.keys.action(for: .character("*")) == .toggleKeyImage)
            #expect(ScanViewerModel.keys.action(for: .control(.right)) == .nextKeyImage && ScanViewerModel.keys.action(for: .control(.left)) == .previousKeyImage)

            for slice in [12, 5, 30] {
                model.setIndex(slice)
                #expect(model.perform(.toggleKeyImage))
            }
            model.setIndex(20)
            #expect(model.perform(.toggleKeyImage) && model.perform(.toggleKeyImage), "starred, then the star taken away")
            #expect(model.markedKeySlices == [5, 12, 30] && !model.isKeyImageMarked)
            #expect(model.overlay(of: .axial)?.topRight.contains { $0.hasPrefix("★") } == false)
            #expect(model.perform(.nextKeyImage) && model.index == 30 && !model.perform(.nextKeyImage), "none past the last")
            #expect(model.perform(.previousKeyImage) && model.index == 12 && model.isKeyImageMarked)
            #expect(model.overlay(of: .axial)?.topRight == ["★ Key image (not saved)"])
            #expect(model.overlay(of: .coronal)?.topRight == [], "the slice's own view says it")
            #expect(model.keyImageMenuItems == ["3 key images", "Slice 6: not saved", "Slice 13: not saved", "Slice 31: not saved"])
            #expect(model.keyImageMenuSelection == 2)
            model.selectKeyImageMenuItem(at: 1)
            #expect(model.index == 5 && model.keyImageMenuSelection == 1)

            #expect(model.canExportKeyImages && !model.canSaveKeyImages, "files came from no PACS")
            #expect(model.saveKeyImagesHelp.hasPrefix("The series came from files"))
            #expect(model.keyImages.titles.first == "Of Interest" && model.keyImages.titles.contains("For Teaching"))
            model.keyImages.selectTitle(at: try #require(model.keyImages.titles.firstIndex(of: "For Teaching")))
            #expect(model.requestKeyImagesExport() && model.keyImages.request?.suggestedName == "Cranium-Test-key-images.dcm")
            model.dismissKeyImagesRequest()
            let url = folder.appending(path: "key-images.dcm")
            await model.exportKeyImages(to: url)
            #expect(model.keyImages.state.message == "Saved key-images.dcm (3 key images)", "\(model.keyImages.state)")
            #expect(model.markedKeySlices == [5, 12, 30], "a file is not where the series came from: the stars stay")
            let written = try KeyObjectSelection.read(try DICOMFile.read(path: url.path).dataSet)
            #expect(written.title.meaning == "For Teaching")
            #expect(written.images.map(\.sopInstanceUID) == [5, 12, 30].map(head.sopInstanceUID(ofSlice:)), "each slice's own image")
            #expect(Set(written.images.compactMap(\.seriesInstanceUID)) == [head.seriesInstanceUID])

            await model.exportKeyImages(to: folder.appending(path: "no-such-folder/key-images.dcm"))
            #expect(model.keyImages.state.message?.hasPrefix("Could not save key-images.dcm: ") == true, "\(model.keyImages.state)")
            #expect(model.canExportKeyImages, "exporting again is one click")

            // Beside the files: Tomo's KOS and highdicom's, each placed on its slices, listed with the stars.
            let python = try #require(TestEnvironment.program("python3"))
            let made = try await ProcessRun.run(python, ["-c", """
                import sys, pydicom, highdicom as hd
                from pydicom.sr.codedict import codes
                chosen = [pydicom.dcmread(p) for p in sys.argv[2:]]
                content = hd.ko.KeyObjectSelection(document_title=codes.DCM.ForConference, referenced_objects=chosen)
                hd.ko.KeyObjectSelectionDocument(evidence=chosen, content=content, series_instance_uid=hd.UID(), series_number=77,
                    sop_instance_uid=hd.UID(), instance_number=1, manufacturer="highdicom").save_as(sys.argv[1])
                """, folder.appending(path: "highdicom.dcm").path, head.folder.appending(path: head.fileName(ofSlice: 12)).path])
            #expect(made.status == 0, "\(made.errors)")
            var beside = ScanViewerEnvironment.files([head.folder.path, folder.path])
            beside.keyImages = .live(client: Self.client)
            let reader = ScanViewerModel(environment: beside)
            await reader.open()
            reader.setViewSize(Size2D(320, 240), of: .axial)
            await reader.waitUntilKeyImagesFound()
            #expect(Set(reader.foundKeyImages.map(\.title)) == ["For Teaching", "For Conference"], "\(reader.foundKeyImages)")
            #expect(reader.keySlices == [5, 12, 30] && reader.markedKeySlices.isEmpty)
            #expect(reader.keyImageSources(ofSlice: 12).sorted() == ["For Conference", "For Teaching"])
            reader.setIndex(30)
            #expect(reader.overlay(of: .axial)?.topRight == ["★ Key image (For Teaching)"])
        }
    }

    @Test func aSeriesThatIsNotDICOMSaysSoAndWritesNothing() async throws {
        let source = InMemorySeriesSource([try .gradient(columns: 16, rows: 12, slices: 20)])
        var environment = ScanViewerEnvironment(source: source)
        environment.keyImages = .live(client: Self.client)
        let model = ScanViewerModel(environment: environment)
        await model.open()
        #expect(model.perform(.toggleKeyImage))
        let url = FileManager.default.temporaryDirectory.appending(path: "tomo-kos-\(UUID().uuidString).dcm")
        await model.exportKeyImages(to: url)
        #expect(model.keyImages.state == .failed("Could not save \(url.lastPathComponent): this series is not DICOM, and key images refer to DICOM images"))
        #expect(!FileManager.default.fileExists(atPath: url.path))
        let unwired = ScanViewerModel(environment: ScanViewerEnvironment(source: source))
        await unwired.open()
        #expect(!unwired.perform(.toggleKeyImage) && unwired.keySlices.isEmpty, "no key images wired, none offered")
    }

    /// A series opened from a study library: its key images are kept in the library beside the study's images,
    /// found at once (the stars saved go) and when the study opens again; the library lists the KO document.
    @Test func saveKeyImagesKeepsThemInTheLibraryTheSeriesCameFrom() async throws {
        try await withScratchFolder { scratch in
            var (environment, folder) = try await HeadLibrary.environment(slices: 0..<4, in: scratch, client: Self.client)
            environment.keyImages = .live(client: Self.client)
            let model = ScanViewerModel(environment: environment)
            await model.openFirstStudy()
            #expect(model.phase == .ready && model.sliceCount == 4, "\(model.phase)")
            #expect(!model.canSaveKeyImages && model.saveKeyImagesHelp.hasPrefix("Star slices first"))
            model.setIndex(2)
            model.perform(.toggleKeyImage)
            #expect(model.canSaveKeyImages)
            #expect(model.saveKeyImagesHelp == "Save the starred slices as a DICOM Key Object Selection in the series' study (copied into the library)")
            await model.saveKeyImages()
            #expect(model.keyImages.state.message == "Key images saved to the library (1 key image)", "\(model.keyImages.state)")
            #expect(model.markedKeySlices.isEmpty, "saved: the stars are the library's now")
            await model.waitUntilKeyImagesFound()
            #expect(model.keySlices == [2] && model.keyImageMenuItems == ["1 key image", "Slice 3: Of Interest"], "\(model.keyImageMenuItems)")
            let documents = try await StudyLibrary(folder: folder).documents(ofStudy: HeadCTSeries.studyInstanceUID)
            #expect(documents.map(\.documentKind) == [.keyObjectSelection] && documents.first?.instanceCount == 1, "\(documents)")

            let again = ScanViewerModel(environment: environment)
            await again.openFirstStudy()
            await again.waitUntilKeyImagesFound()
            #expect(again.keySlices == [2] && again.foundKeyImages.first?.date?.hasPrefix("20") == true, "\(again.foundKeyImages)")
        }
    }

    @Test func saveKeyImagesStoresThemInTheStudyOnThePACSTheSeriesCameFrom() async throws {
        let head = try await HeadCTSeries.shared()
        try await withOrthanc { orthanc in
            try await orthanc.upload(head, slices: 0..<4)
            var environment = ScanViewerEnvironment.dicomWeb(
                orthanc.dicomWebURL, credentials: nil, client: Self.client, pipeline: ImagePipeline(configuration: .init(client: Self.client)))
            environment.keyImages = .live(client: Self.client)
            let model = ScanViewerModel(environment: environment)
            await model.open()
            #expect(model.phase == .ready && model.sliceCount == 4)
            for slice in [1, 3] {
                model.setIndex(slice)
                model.perform(.toggleKeyImage)
            }
            #expect(model.canSaveKeyImages && model.saveKeyImagesHelp.hasSuffix("(STOW-RS)"))
            await model.saveKeyImages()
            #expect(model.keyImages.state == .sent(server: "127.0.0.1", count: 2), "\(model.keyImages.state)")
            await model.waitUntilKeyImagesFound()
            #expect(model.keySlices == [1, 3] && model.markedKeySlices.isEmpty)

            let api = DICOMwebAPI(baseURL: orthanc.dicomWebURL)
            let found = try DICOMJSON.dataSets(from: try await Self.client.send(api.searchSeries(includeFields: ["00080060"])))
            let kos = try #require(found.first { $0.string(.modality) == "KO" })
            #expect(kos.string(.studyInstanceUID) == HeadCTSeries.studyInstanceUID, "in the CT's study")

            let again = ScanViewerModel(environment: environment)
            await again.open()
            await again.waitUntilKeyImagesFound()
            #expect(again.keyImageMenuItems == ["2 key images", "Slice 2: Of Interest", "Slice 4: Of Interest"], "\(again.keyImageMenuItems)")

            await orthanc.pause()
            model.perform(.toggleKeyImage)
            await model.saveKeyImages()
            #expect(model.keyImages.state.message?.hasPrefix("Could not save the key images to 127.0.0.1: cannot connect") == true, "\(model.keyImages.state)")
            #expect(model.canSaveKeyImages && model.markedKeySlices == [3], "the star kept, saving again one click")
        }
    }

    @Test func keyImagesOnAnotherSeriesOfTheStudyAreOfferedToOpenBesideAtTheFirst() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            // Slices 0–9 of the head CT again as another series of its study ("Head copy"), and highdicom's KOS of
            // head slice 12 and the copy's slice 3 (a selection across two series).
            let python = try #require(TestEnvironment.program("python3"))
            let made = try await ProcessRun.run(python, ["-c", """
                import sys, os, pydicom, highdicom as hd
                from pydicom.sr.codedict import codes
                folder, heads = sys.argv[1], sys.argv[2:]
                os.makedirs(folder + "/copy")
                series = hd.UID()
                copies = []
                for index, path in enumerate(heads[:10]):
                    image = pydicom.dcmread(path)
                    image.SeriesInstanceUID, image.SOPInstanceUID = series, hd.UID()
                    image.file_meta.MediaStorageSOPInstanceUID = image.SOPInstanceUID
                    image.SeriesDescription, image.SeriesNumber = "Head copy", 9
                    image.save_as(folder + "/copy/%03d.dcm" % index)
                    copies.append(image)
                chosen = [pydicom.dcmread(heads[12]), copies[3]]
                content = hd.ko.KeyObjectSelection(document_title=codes.DCM.ForConference, referenced_objects=chosen)
                hd.ko.KeyObjectSelectionDocument(evidence=chosen, content=content, series_instance_uid=hd.UID(), series_number=77,
                    sop_instance_uid=hd.UID(), instance_number=1, manufacturer="highdicom").save_as(folder + "/ko.dcm")
                print(series)
                """, folder.path] + (0..<head.volume.geometry.sliceCount).map { head.folder.appending(path: head.fileName(ofSlice: $0)).path })
            #expect(made.status == 0, "\(made.errors)")
            let copySeries = made.text.trimmingCharacters(in: .whitespacesAndNewlines)
            var environment = ScanViewerEnvironment.files([head.folder.path, folder.path])
            environment.keyImages = .live(client: Self.client)
            let model = ScanViewerModel(environment: environment)
            await model.start()
            let headChoice = try #require(model.picker.choices.firstIndex { $0.id == head.seriesInstanceUID })
            await model.chooseSeries(at: headChoice)
            await model.waitUntilKeyImagesFound()
            #expect(model.keySlices == [12] && model.foundKeyImages.first?.elsewhere == 1)
            #expect(model.keyImagesElsewhere.map(\.seriesID) == [copySeries])
            #expect(model.keyImageMenuItems == ["1 key image", "Slice 13: For Conference", "1 key image on Head copy: Open Beside"])

            // The last item opens the copy beside the head CT, at its key image.
            model.selectKeyImageMenuItem(at: 2)
            await model.waitUntil { $0.panes.count == 2 && $0.series?.entry.id == copySeries && $0.index == 3 }
            #expect(model.keySlices == [3] && model.acting(on: model.panes[0]) { model.series?.entry.id } == head.seriesInstanceUID)
        }
    }
}
