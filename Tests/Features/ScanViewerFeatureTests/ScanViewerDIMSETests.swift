import Foundation
import ScanViewerFeature
import ScanViewerLive
import Testing
import TomoCore
import TomoDICOM
import TomoDIMSE
import TomoImaging
import TomoLibrary
import TomoSeries
import TomoPipeline
import TomoTestSupport

/// A DICOM node as the viewer's home: its studies in the study browser (C-FIND), each study's series beside
/// them with a thumbnail made from its middle image alone (one instance retrieved), a study opened by
/// retrieving its series (C-GET), the same pixels as from the files.
@MainActor
@Suite(.timeLimit(.minutes(4))) struct ScanViewerDIMSETests {
    @Test func aNodesStudiesAreTheHomeAndAStudyOpensFromIt() async throws {
        try await withNode(headSlices: 108) { orthanc, node, head, scratch, client in
            let model = ScanViewerModel(environment: .dicomNode(
                node, client: client, pipeline: ImagePipeline(configuration: .init(client: client)), retrievalFolder: scratch))
            await model.start()
            #expect(model.isBrowsingStudies, "the node's studies are the home")
            let browser = try #require(model.browser)
            #expect(browser.serverText == node.description)
            await model.waitUntil { ![.idle, .searching].contains($0.browser?.phase) }
            #expect(browser.phase == .found && browser.statusText == "3 studies", "\(browser.phase)")
            #expect(browser.rows.first?.title == "Cranium, Test (ID TOMO-0001)")

            // The preview: the series listed, its thumbnail made from the middle image alone.
            await model.waitUntil { $0.browser?.preview?.phase == .done }
            let preview = try #require(browser.preview)
            #expect(preview.choices.map(\.summary) == ["CT · 108 images"])
            // The middle instance by instance number (the head CT's numbers are shuffled, as some scanners
            // leave them): number 55 of 108.
            let slice = try #require(try (0..<108).first { k in
                try DICOMFile.read(path: head.folder.appending(path: head.fileName(ofSlice: k)).path, stopsAtPixelData: true)
                    .dataSet.integer(.instanceNumber) == 55
            })
            let middle = try head.shownSlice(slice)
                .aspectFitted(maxWidth: 96, maxHeight: 96, allowUpscaling: true)
            #expect(preview.choices.first?.thumbnail == middle)
            let kept = scratch.appending(path: head.seriesInstanceUID)
            #expect(try FileManager.default.contentsOfDirectory(atPath: kept.path).count == 1, "one instance retrieved for it")

            await model.openStudy(at: 0)
            #expect(!model.isBrowsingStudies && model.phase == .ready && model.sliceCount == 108, "\(model.phase)")
            model.setIndex(40)
            await model.waitUntilDrawn()
            let expected = try head.shownSlice(40)
            #expect(model.displayed?.image == expected)
            await model.waitUntilPreloaded()
            #expect(model.failedSlices.isEmpty)
            #expect(try FileManager.default.contentsOfDirectory(atPath: kept.path).count == 108)
        }
    }

    /// A node whose address asks for C-MOVE (`?move=PORT`): a study opened from it is moved to Tomo's own
    /// storage node on that port, kept, and shows the same pixels as the files.
    @Test func aNodeAddressedForCMoveSendsTheStudyToTomosNode() async throws {
        let port = try TestEnvironment.freePort()
        try await withNode(headSlices: 12, movePort: port) { orthanc, node, head, scratch, client in
            let model = ScanViewerModel(environment: .dicomNode(
                node, client: client, pipeline: ImagePipeline(configuration: .init(client: client)), retrievalFolder: scratch))
            await model.start()
            #expect(model.browser?.serverText == node.description && node.description.hasSuffix("?move=\(port)"))
            await model.waitUntil { ![.idle, .searching].contains($0.browser?.phase) }
            await model.openStudy(at: 0)
            #expect(model.phase == .ready && model.sliceCount == 12, "\(model.phase)")
            model.setIndex(5)
            await model.waitUntilDrawn()
            let expected = try head.shownSlice(5)
            #expect(model.displayed?.image == expected)
            let kept = scratch.appending(path: head.seriesInstanceUID)
            #expect(try FileManager.default.contentsOfDirectory(atPath: kept.path).filter { $0.hasSuffix(".dcm") }.count == 12)
        }
    }

    /// Send Report to PACS (and Save Key Images) from a node's series stores the report (and the key object
    /// selection) on the node (C-STORE), in the series' study; a study library keeps no reports, and says so.
    @Test func sendReportStoresItOnTheNodeTheSeriesCameFrom() async throws {
        try await withNode(headSlices: 4) { orthanc, node, head, scratch, client in
            var environment = ScanViewerEnvironment.dicomNode(
                node, client: client, pipeline: ImagePipeline(configuration: .init(client: client)), retrievalFolder: scratch)
            environment.reports = .live(client: client)
            environment.keyImages = .live(client: client)
            let model = ScanViewerModel(environment: environment)
            await model.openFirstStudy()
            #expect(model.phase == .ready && model.sliceCount == 4, "\(model.phase)")
            await model.waitUntilPreloaded()
            await model.measureAnEllipseOnSlice2()
            model.perform(.toggleKeyImage)
            await model.saveKeyImages()
            #expect(model.keyImages.state == .sent(server: "127.0.0.1", count: 1), "key images too: \(model.keyImages.state)")
            #expect(model.canSendReport && model.sendReportHelp == "Store the report in the series' study on its PACS (C-STORE)")
            await model.sendReport()
            #expect(model.reports.state == .sent(server: "127.0.0.1", count: 1), "\(model.reports.state)")

            let api = DICOMwebAPI(baseURL: orthanc.dicomWebURL)
            let found = try DICOMJSON.dataSets(from: try await client.send(api.searchSeries(includeFields: ["00080060"])))
            let report = try #require(found.first { $0.string(.modality) == "SR" }, "the node holds the report")
            let ct = found.first { $0.string(.seriesInstanceUID) == head.seriesInstanceUID }
            #expect(report.string(.studyInstanceUID) == ct?.string(.studyInstanceUID), "in the series' study")
            await model.waitUntilReportsFound()
            #expect(model.reportMenuItems.first == "1 report", "the report sent is offered with the series: \(model.reportMenuItems)")

            // The node's reports are offered when the series opens again: retrieved from the study, shown.
            let again = ScanViewerModel(environment: environment)
            await again.openFirstStudy()
            await again.waitUntilReportsFound()
            #expect(again.reportMenuItems.first == "1 report", "\(again.reportMenuItems)")
            await again.waitUntilKeyImagesFound()
            #expect(again.keyImageMenuItems == ["1 key image", "Slice 3: Of Interest"], "the node's KO series too: \(again.keyImageMenuItems)")
            again.selectReportMenuItem(at: 1)
            again.setIndex(2)
            #expect(again.shownReportListed.count == 1 && again.shownReportListed[0].hasPrefix("Report, Ellipse 1 (Axial 3): Area "),
                    "\(again.shownReportListed)")

            await orthanc.pause()
            await model.sendReport()
            #expect(model.reports.state.message?.hasPrefix("Could not send the report to 127.0.0.1: ") == true, "\(model.reports.state)")
            #expect(model.canSendReport, "sending again is one click")
        }
        let client = HTTPClient(transport: ImagePipeline.defaultTransport())
        let library = ScanViewerEnvironment.library(
            URL(filePath: "/nonexistent-library"), client: client, pipeline: ImagePipeline(configuration: .init(client: client)))
        #expect(ReportAccess.live(client: client).storeMethod(try #require(library.pacsTarget?.server)) == "copied into the library")
    }

    /// With the study library as the home, a study opened from a node searched there is kept in the
    /// library's folder and indexed by the library once every instance has come: the library then lists it,
    /// and opens it from its files.
    @Test func aStudyRetrievedWhileTheLibraryIsTheHomeJoinsTheLibrary() async throws {
        try await withNode(headSlices: 108) { orthanc, node, head, scratch, client in
            let library = scratch.appending(path: "library")
            let model = ScanViewerModel(environment: .library(
                library, client: client, pipeline: ImagePipeline(configuration: .init(client: client))))
            await model.start()
            let browser = try #require(model.browser)
            await model.waitUntil { ![.idle, .searching].contains($0.browser?.phase) }
            #expect(browser.phase == .found && browser.studies.isEmpty, "an empty library: \(browser.phase)")
            browser.serverText = node.description
            browser.patientName = "Cranium*"
            await browser.search()
            #expect(browser.studies.map(\.studyInstanceUID) == ["1.2.826.0.1.3680043.10.1234.2.1"], "\(browser.phase)")

            await model.openStudy(at: 0)
            #expect(model.phase == .ready && model.sliceCount == 108, "\(model.phase)")
            await model.waitUntilPreloaded()
            #expect(model.failedSlices.isEmpty)
            let kept = LibraryLocation.retrievalFolder(of: library).appending(path: head.seriesInstanceUID)
            #expect(try FileManager.default.contentsOfDirectory(atPath: kept.path).count == 108, "kept in the library's folder")
            let studies = try await StudyLibrary(folder: library).studies()
            #expect(studies.map(\.studyInstanceUID) == ["1.2.826.0.1.3680043.10.1234.2.1"])
            #expect(studies.first?.instanceCount == 108, "indexed whole, once every instance had come")

            // Opened from the library: its files, the same pixels.
            let fromLibrary = ScanViewerModel(environment: .library(
                library, client: client, pipeline: ImagePipeline(configuration: .init(client: client))))
            await fromLibrary.openFirstStudy()
            #expect(fromLibrary.sliceCount == 108, "\(fromLibrary.phase)")
            fromLibrary.setIndex(40)
            await fromLibrary.waitUntilDrawn()
            let expected = try head.shownSlice(40)
            #expect(fromLibrary.displayed?.image == expected)
        }
    }

    /// What each test here stands on: Orthanc with its DICOM port, knowing Tomo's title (at `movePort`, where
    /// Tomo's node listens for a C-MOVE, else a port nothing listens on), holding the three studies with the
    /// head CT's first `headSlices` slices; the node's address (`?move=` with a `movePort`), the head CT, a
    /// scratch folder and an HTTP client.
    private func withNode(
        headSlices: Int, movePort: Int? = nil,
        _ body: (_ orthanc: OrthancServer, _ node: DIMSENode, _ head: HeadCTSeries, _ scratch: URL, _ client: HTTPClient) async throws -> Void
    ) async throws {
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: movePort ?? 1)]) { orthanc in
            let head = try await orthanc.uploadThreeStudies(headSlices: headSlices)
            let port = try #require(orthanc.dicomPort)
            let node = try #require(try DIMSENode(address: "dicom://ORTHANC@127.0.0.1:\(port)" + (movePort.map { "?move=\($0)" } ?? "")))
            try await withScratchFolder { scratch in
                try await body(orthanc, node, head, scratch, HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never))
            }
        }
    }
}
