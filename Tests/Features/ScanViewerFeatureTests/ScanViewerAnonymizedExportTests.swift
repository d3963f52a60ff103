import Foundation
import ScanViewerLive
import TomoLibrary
import TomoNetworkSeries
import TomoPipeline
import TomoCore
import Testing
import TomoTestSupport
@testable import ScanViewerFeature

/// Export Anonymized… through the live access: the open series written de-identified into a new folder inside
/// the one chosen, keyed by the user's key file (made on first use), so a second export agrees byte for byte.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ScanViewerAnonymizedExportTests {
    /// The small CT and its segmentation written into `folder/in`, opened as files (the CT) or, with `library`,
    /// imported into a library in `folder/library` and opened from it; Export Anonymized… keyed by `folder/config/deidentification.key` (made on first use).
    static func anonymizingEnvironment(in folder: URL, library: Bool) async throws -> ScanViewerEnvironment {
        let input = folder.appending(path: "in")
        _ = try await SegmentationSamples.write(.binary, in: input)
        var environment = ScanViewerEnvironment.files([input.appending(path: "ct").path])
        if library {
            let libraryFolder = folder.appending(path: "library")
            _ = try await StudyLibrary(folder: libraryFolder).importFiles([input.path])
            let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
            environment = .library(libraryFolder, client: client, pipeline: ImagePipeline(configuration: .init(client: client)))
        }
        environment.anonymizedExport = .live(keyFile: folder.appending(path: "config/deidentification.key"))
        return environment
    }

    @Test func theOpenSeriesIsWrittenDeidentifiedIntoANewFolderKeyedByTheUsersKey() async throws {
        try await withScratchFolder { folder in
            let keyFile = folder.appending(path: "config/deidentification.key")
            let model = ScanViewerModel(environment: try await Self.anonymizingEnvironment(in: folder, library: false))
            #expect(!model.requestAnonymizedExport(), "no series open yet")
            await model.open()
            await model.waitUntilPreloaded()

            #expect(model.requestAnonymizedExport())
            #expect(model.anonymized.request?.suggestedName == "anonymized-series", "a name that says nothing of the patient")
            model.dismissAnonymizedExportRequest()
            #expect(model.anonymized.request == nil)
            let target = folder.appending(path: "out")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            await model.exportAnonymized(to: target, options: AnonymizedExportOptions(shiftsDates: true))
            guard case .exported(let summary) = model.anonymized.state else {
                Issue.record("not exported: \(model.anonymized.state)")
                return
            }
            #expect(summary.written == 5 && summary.refused.isEmpty)
            #expect(summary.folder.lastPathComponent == "anonymized")
            #expect(model.anonymized.state.message == "Anonymized 5 files into anonymized")
            let key = try #require(FileManager.default.contents(atPath: keyFile.path))
            #expect(key.count == 32)
            let permissions = try FileManager.default.attributesOfItem(atPath: keyFile.path)[.posixPermissions] as? Int
            #expect(permissions == 0o600)

            await model.exportAnonymized(to: target, options: AnonymizedExportOptions(shiftsDates: true))
            guard case .exported(let second) = model.anonymized.state else {
                Issue.record("not exported again: \(model.anonymized.state)")
                return
            }
            #expect(second.folder.lastPathComponent == "anonymized-2")
            let names = try FileManager.default.subpathsOfDirectory(atPath: summary.folder.path).sorted()
            #expect(names.filter { $0.contains("IM") }.count == 5 && names.contains("DICOMDIR"))
            for name in names where name.contains("IM") || name == "DICOMDIR" {
                #expect(FileManager.default.contents(atPath: summary.folder.appending(path: name).path)
                    == FileManager.default.contents(atPath: second.folder.appending(path: name).path), "\(name): one key, one answer")
            }
            let patient = try await DICOMSamples.pydicomSummaries([summary.folder.appending(path: names.first { $0.contains("IM") }!).path])
            #expect(patient.values.first?["PatientName"]?.hasPrefix("ANON") == true, "\(patient)")
        }
    }
}

extension ScanViewerAnonymizedExportTests {
    @Test func aLibrarysStudyIsExportedFromTheStudyBrowserImagesAndSegmentationAlike() async throws {
        try await withScratchFolder { folder in
            let model = ScanViewerModel(environment: try await Self.anonymizingEnvironment(in: folder, library: true))
            await model.start()
            await model.waitUntil { $0.browser?.studies.count == 1 }
            #expect(model.canExportAnonymizedStudy && !model.canExportAnonymized, "a study highlighted, no series open")
            #expect(model.requestAnonymizedStudyExport())
            #expect(model.anonymized.request?.suggestedName == "anonymized-study")
            model.dismissAnonymizedExportRequest()
            await model.exportAnonymized(to: folder, options: AnonymizedExportOptions())
            guard case .exported(let summary) = model.anonymized.state else {
                Issue.record("not exported: \(model.anonymized.state)")
                return
            }
            #expect(summary.written == 6 && summary.refused.isEmpty, "the five CT images and the segmentation: \(summary)")

            // Asked for the open series afterwards, it is the series again that is exported, not the study.
            await model.openStudy(at: 0)
            await model.waitUntilPreloaded()
            #expect(model.requestAnonymizedExport())
            await model.exportAnonymized(to: folder, options: AnonymizedExportOptions())
            guard case .exported(let series) = model.anonymized.state else {
                Issue.record("not exported: \(model.anonymized.state)")
                return
            }
            #expect(series.written == 5 && series.folder.lastPathComponent == "anonymized-2")
        }
    }

    /// A colour ultrasound loop carries text in its pixels: refused as it is; with a rectangle drawn over the text
    /// and "Blank the rectangles drawn", written with every pixel the rectangle touches black in every frame.
    @Test func rectanglesDrawnOverBurnedInTextAreBlankedInEveryFrame() async throws {
        try await withScratchFolder { folder in
            let input = folder.appending(path: "in")
            try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: try await DICOMSamples.pydicomFile("examples_ybr_color.dcm"), toPath: input.appending(path: "us.dcm").path)
            var environment = ScanViewerEnvironment.files([input.path])
            environment.anonymizedExport = .live(keyFile: folder.appending(path: "config/deidentification.key"))
            let model = ScanViewerModel(environment: environment)
            await model.open()
            await model.waitUntilPreloaded()
            #expect(model.drawnBlankingAreas.isEmpty)
            let target = folder.appending(path: "out")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            await model.exportAnonymized(to: target, options: AnonymizedExportOptions(blanksDrawnRectangles: true))
            guard case .exported(let refused) = model.anonymized.state else {
                Issue.record("\(model.anonymized.state)")
                return
            }
            #expect(refused.written == 0 && refused.refused.first?.contains("an ultrasound image carries text in its pixels") == true, "\(refused.refused)")

            model.setIndex(7)
            await model.waitUntilDrawn()
            model.annotate(in: .axial) { RectangleAnnotation(place: $0, corner: Point2D(319.4, 19.4), opposite: Point2D(0, 0)) }
            #expect(model.drawnBlankingAreas == [AnonymizedExportOptions.BlankedArea(x0: 0, y0: 0, x1: 320, y1: 20)], "every pixel it touches")
            await model.exportAnonymized(to: target, options: AnonymizedExportOptions(blanksDrawnRectangles: true))
            guard case .exported(let summary) = model.anonymized.state else {
                Issue.record("\(model.anonymized.state)")
                return
            }
            #expect(summary.written == 1 && summary.refused.isEmpty, "\(summary.refused)")
            let written = try #require(FileManager.default.enumerator(atPath: summary.folder.path)?.allObjects.compactMap { $0 as? String }.first { $0.contains("IM") })
            let python = try #require(TestEnvironment.program("python3"))
            let check = try await ProcessRun.run(python, ["-c", """
                import sys, numpy, pydicom
                a, b = pydicom.dcmread(sys.argv[1]).pixel_array, pydicom.dcmread(sys.argv[2]).pixel_array
                print(b.shape, int(b[:, :20].max()), int(numpy.abs(a[:, 20:].astype(int) - b[:, 20:]).max()))
                """, input.appending(path: "us.dcm").path, summary.folder.appending(path: written).path])
            #expect(check.text == "(30, 240, 320, 3) 0 0\n", "every frame's band black, the rest as it was: \(check.text) \(check.errors)")
        }
    }
}
