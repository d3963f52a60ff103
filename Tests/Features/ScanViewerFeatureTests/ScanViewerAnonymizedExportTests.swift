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
}
