import FeatureSupport
import Foundation
import ScanViewerLive
import Testing
import TomoCore
import TomoDICOM
import TomoLibrary
import TomoPipeline
import TomoSeries
import TomoTestSupport
import TomoURLSession
import TomoVolume
@testable import ScanViewerFeature

/// Export Report… and Send Report to PACS, through the live report access: the head CT's files, and the
/// same slices on a real Orthanc, where the report lands in the CT's study; a series that is not DICOM,
/// no annotation, and a PACS gone away each said, the action offered again.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ScanViewerReportTests {
    @Test func exportReportWritesTheSeriesAnnotationsAsAReportOnTheirSlicesImages() async throws {
        let head = try await HeadCTSeries.shared()
        var environment = ScanViewerEnvironment.files([head.folder.path])
        environment.reports = .live(client: HTTPClient(transport: URLSessionTransport(), retryPolicy: .never))
        let model = ScanViewerModel(environment: environment)
        await model.open()
        model.setIndex(5)
        #expect(!model.canExportReport && !model.perform(.exportReport), "nothing to report yet")
        model.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(20.5, 30.5), end: Point2D(120.5, 30.5)) }
        #expect(model.canExportReport && !model.canSendReport, "files came from no PACS")
        #expect(ScanViewerModel.keys.action(for: .controlShift("s")) == .exportReport)
        #expect(model.perform(.exportReport) && model.reportRequest?.suggestedName == "Cranium-Test-report.dcm")
        model.dismissReportRequest()
        #expect(model.reportRequest == nil)

        let folder = FileManager.default.temporaryDirectory.appending(path: "tomo-report-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appending(path: "report.dcm")
        await model.exportReport(to: url)
        #expect(model.reports.state == .saved(url, count: 1) && model.reports.state.message == "Saved report.dcm (1 finding)")
        let reading = try MeasurementReport.read(try DICOMFile.read(path: url.path).dataSet)
        let group = try #require(reading.groups.first)
        let slice = try DICOMFile.read(path: head.folder.appending(path: head.fileName(ofSlice: 5)).path, stopsAtPixelData: true).dataSet
        #expect(group.trackingIdentifier == "Length 1")
        #expect(group.region.place == .image(sopClassUID: try #require(slice.string(.sopClassUID)), sopInstanceUID: try #require(slice.string(.sopInstanceUID))))
        #expect(group.region.coordinates == [20.5, 30.5, 120.5, 30.5], "the length's ends, in DICOM's corner-origin pixels")
        #expect(group.measurements.first?.unit.value == "mm")
        #expect(reading.referencedSeriesInstanceUIDs == [head.seriesInstanceUID])

        // Export Measurements… (Ctrl+Shift+M): a row per measurement, its slice and the length's centre in mm.
        #expect(ScanViewerModel.keys.action(for: .controlShift("m")) == .exportMeasurements)
        #expect(model.perform(.exportMeasurements) && model.reports.measurementsRequest?.suggestedName == "Cranium-Test-measurements.csv")
        model.dismissMeasurementsRequest()
        #expect(model.reports.measurementsRequest == nil)
        let csv = folder.appending(path: "measurements.csv")
        await model.exportMeasurements(to: csv)
        #expect(model.reports.state.message == "Saved measurements.csv (1 finding)")
        let rows = try String(contentsOf: csv, encoding: .utf8).components(separatedBy: "\r\n").map { $0.components(separatedBy: ",") }
        #expect(rows.count == 3 && rows[0] == ["finding", "tracking uid", "kind", "measurement", "value", "unit", "series", "slice", "x", "y", "z"], "\(rows)")
        let length = try #require(model.annotations.all(LengthAnnotation.self).first).millimetres
        #expect(rows[1][0] == "Length 1" && rows[1][2] == "polyline" && rows[1][3] == "Length" && rows[1][5] == "mm" && rows[1][6] == head.seriesInstanceUID && rows[1][7] == "5")
        #expect(abs((Double(rows[1][4]) ?? 0) - length) < 1e-9, "\(rows[1][4]) mm, not \(length)")
        // The centre: pixel (70, 30) of slice 5, in patient space.
        let geometry = head.volume.geometry
        let centre = [
            HeadCTSeries.origin.x + 70 * geometry.pixelSpacing.column, HeadCTSeries.origin.y + 30 * geometry.pixelSpacing.row,
            HeadCTSeries.origin.z + 5 * geometry.sliceSpacing,
        ]
        #expect(zip(rows[1][8...].compactMap(Double.init), centre).allSatisfy { abs($0 - $1) < 1e-3 } && rows[1].count == 11, "\(rows[1]) not \(centre)")

        let unwritable = folder.appending(path: "no-such-folder/report.dcm")
        await model.exportReport(to: unwritable)
        #expect(model.reports.state.message?.hasPrefix("Could not save report.dcm: ") == true, "\(String(describing: model.reports.state.message))")
        #expect(model.canExportReport, "Export Report… again is one click")

        // Another series opens: what was said of this one's report goes.
        await model.exportReport(to: url)
        #expect(model.reports.state.message == "Saved report.dcm (1 finding)")
        await model.open(paths: [try await DICOMSamples.pydicomFile("CT_small.dcm")])
        #expect(model.series?.entry.id != head.seriesInstanceUID && model.reports.state == .idle && model.reports.state.message == nil)
    }

    @Test func aReportBesideTheFilesIsOfferedAndShownReadOnlyWithItsValuesAsStated() async throws {
        let head = try await HeadCTSeries.shared()
        let client = HTTPClient(transport: URLSessionTransport(), retryPolicy: .never)
        let folder = FileManager.default.temporaryDirectory.appending(path: "tomo-found-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = ScanViewerEnvironment.files([head.folder.path])
        environment.reports = .live(client: client)
        let writer = ScanViewerModel(environment: environment)
        await writer.open()
        writer.setIndex(5)
        writer.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(20.5, 30.5), end: Point2D(120.5, 30.5)) }
        writer.annotate(in: .axial) { ProbeAnnotation(place: $0, point: Point2D(100.5, 100.5), reading: ProbeReading(slice: 5, column: 100, row: 100, value: -1000, position: nil)) }
        await writer.exportReport(to: folder.appending(path: "report.dcm"))
        try Data("not DICOM".utf8).write(to: folder.appending(path: "notes.dcm"))
        #expect(writer.foundReports.isEmpty, "none beside the files when it opened")

        // The folder with the report beside the series: offered, shown on its slice, read-only.
        var beside = ScanViewerEnvironment.files([head.folder.path, folder.path])
        beside.reports = .live(client: client)
        let model = ScanViewerModel(environment: beside)
        await model.open()
        await model.waitUntilReportsFound()
        #expect(model.reportMenuItems.first == "1 report" && model.reportMenuItems.count == 2, "\(model.reportMenuItems)")
        #expect(model.reportMenuSelection == 0 && model.annotationDrawings(shownIn: .axial).isEmpty, "offered, not shown")
        model.selectReportMenuItem(at: 1)
        #expect(model.reportMenuSelection == 1)
        model.setIndex(5)
        let drawings = model.annotationDrawings(shownIn: .axial)
        #expect(drawings.map(\.style) == [.report, .report] && drawings.allSatisfy(\.handles.isEmpty))
        let length = try #require(writer.annotations.all(LengthAnnotation.self).first).millimetres
        #expect(abs(length - 95.7031) < 5e-5, "\(length) mm, stated to six digits below")
        #expect(drawings.map(\.label) == ["Length 1\nLength 95.7031 mm", "Point 1\nRadiodensity -1000 HU"], "\(drawings.map(\.label))")
        #expect(model.shownReportListed == [
            "Report, Length 1 (Axial 6): Length 95.7031 mm", "Report, Point 1 (Axial 6): Radiodensity -1000 HU",
        ])
        #expect(!model.selectAnnotation(near: Point2D(70, 30), tolerance: 4, in: .axial) && model.annotations.isEmpty, "read-only")
        model.setIndex(6)
        #expect(model.annotationDrawings(shownIn: .axial).isEmpty, "on its own slice only")
        model.selectReportMenuItem(at: 0)
        #expect(model.shownReport == nil && model.shownReportListed.isEmpty)
    }

    @Test func aSeriesThatIsNotDICOMSaysSoAndWritesNothing() async throws {
        let source = InMemorySeriesSource([try .gradient(columns: 16, rows: 12, slices: 20)])
        let model = ScanViewerModel(environment: ScanViewerEnvironment(
            source: source, reports: .live(client: HTTPClient(transport: URLSessionTransport(), retryPolicy: .never))))
        await model.open()
        model.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(2.5, 3.5), end: Point2D(10.5, 3.5)) }
        let url = FileManager.default.temporaryDirectory.appending(path: "tomo-report-\(UUID().uuidString).dcm")
        await model.exportReport(to: url)
        #expect(model.reports.state == .failed("Could not save \(url.lastPathComponent): this series is not DICOM, and a report refers to DICOM images"))
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(!ScanViewerModel(environment: ScanViewerEnvironment(source: source)).canExportReport, "no reports wired, none offered")
    }

    /// A series opened from a study library: its report is kept in the library beside the study's images, offered
    /// with the series at once and when the study opens again; the library lists it among the study's documents.
    @Test func sendReportKeepsItInTheLibraryTheSeriesCameFrom() async throws {
        try await withScratchFolder { scratch in
            let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
            var (environment, folder) = try await HeadLibrary.environment(slices: 0..<4, in: scratch, client: client)
            environment.reports = .live(client: client)
            let model = ScanViewerModel(environment: environment)
            await model.openFirstStudy()
            #expect(model.phase == .ready && model.sliceCount == 4, "\(model.phase)")
            await model.waitUntilPreloaded()
            await model.measureAnEllipseOnSlice2()
            #expect(model.canSendReport && model.sendReportHelp == "Store the report in the series' study on its PACS (copied into the library)")
            await model.sendReport()
            #expect(model.reports.state.message == "Report sent to the library (1 finding)", "\(model.reports.state)")
            await model.waitUntilReportsFound()
            #expect(model.reportMenuItems.first == "1 report", "the report kept is offered with the series: \(model.reportMenuItems)")
            let documents = try await StudyLibrary(folder: folder).documents(ofStudy: "1.2.826.0.1.3680043.10.1234.2.1")
            #expect(documents.map(\.documentKind) == [.structuredReport] && documents.first?.instanceCount == 1, "\(documents)")

            let again = ScanViewerModel(environment: environment)
            await again.openFirstStudy()
            await again.waitUntilReportsFound()
            #expect(again.reportMenuItems.first == "1 report", "\(again.reportMenuItems)")
        }
    }

    @Test func sendReportStoresItInTheStudyOnThePACSTheSeriesCameFrom() async throws {
        let head = try await HeadCTSeries.shared()
        try await withOrthanc { orthanc in
            try await orthanc.upload(head, slices: 0..<4)
            let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
            var environment = ScanViewerEnvironment.dicomWeb(
                orthanc.dicomWebURL, credentials: nil, client: client, pipeline: ImagePipeline(configuration: .init(client: client)))
            environment.reports = .live(client: client)
            let model = ScanViewerModel(environment: environment)
            await model.open()
            #expect(model.phase == .ready && model.sliceCount == 4)
            await model.waitUntilPreloaded()
            await model.measureAnEllipseOnSlice2()
            #expect(model.canSendReport)
            await model.sendReport()
            #expect(model.reports.state == .sent(server: "127.0.0.1", count: 1), "\(model.reports.state)")
            #expect(model.reports.state.message == "Report sent to 127.0.0.1 (1 finding)")
            await model.waitUntilReportsFound()
            #expect(model.reportMenuItems.first == "1 report", "the report sent is offered with the series at once")

            let api = DICOMwebAPI(baseURL: orthanc.dicomWebURL)
            let found = try DICOMJSON.dataSets(from: try await client.send(api.searchSeries(includeFields: ["00080060"])))
            let report = try #require(found.first { $0.string(.modality) == "SR" })
            #expect(report.string(.studyInstanceUID) == found.first { $0.string(.modality) == "CT" }?.string(.studyInstanceUID), "in the CT's study")
            let metadata = try DICOMJSON.dataSets(from: try await client.send(api.seriesMetadata(
                study: try #require(report.string(.studyInstanceUID)), series: try #require(report.string(.seriesInstanceUID)))))
            #expect(metadata.first?.string(.patientName) == "Cranium^Test", "the patient copied from the server's metadata")

            // The viewer opening the series again offers the report stored in its study, and shows it.
            let again = ScanViewerModel(environment: environment)
            await again.open()
            await again.waitUntilReportsFound()
            #expect(again.reportMenuItems.count == 2 && again.reportMenuItems.first == "1 report", "\(again.reportMenuItems)")
            #expect(again.reportMenuItems.last?.hasPrefix("Tomo measurements, 20") == true)
            again.selectReportMenuItem(at: 1)
            again.setIndex(2)
            #expect(again.shownReportListed.count == 1 && again.shownReportListed[0].hasPrefix("Report, Ellipse 1 (Axial 3): Area "), "\(again.shownReportListed)")

            await orthanc.pause()
            await model.sendReport()
            #expect(model.reports.state.message?.hasPrefix("Could not send the report to 127.0.0.1: cannot connect") == true, "\(model.reports.state)")
            #expect(model.canSendReport, "sending again is one click")
        }
    }
}
