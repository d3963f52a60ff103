import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoLibrary
import TomoSeries
import TomoTestSupport

/// A study's non-image objects in the library: a measurement report Tomo wrote and a segmentation highdicom
/// made are kept beside the study's images (in place or copied), listed among its series and as its documents,
/// found by a source opened from the library (the report among its reports, the segmentation among its
/// segmentations), checked, imported again without being read, and removed with
/// their study; one naming no series is left out with why.
@Suite("Library documents", .timeLimit(.minutes(4)))
struct LibraryDocumentTests {
    @Test func aStudysReportAndSegmentationAreKeptBesideItsImages() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let export = scratch.appending(path: "export")
            try FileManager.default.createDirectory(at: export, withIntermediateDirectories: true)
            let slices = try (0..<3).map { slice in
                let target = export.appending(path: head.fileName(ofSlice: slice)).path
                try FileManager.default.copyItem(atPath: head.folder.appending(path: head.fileName(ofSlice: slice)).path, toPath: target)
                return target
            }
            let source = try DICOMFile.read(path: slices[0]).dataSet
            let report = export.appending(path: "report.dcm"), segmentation = export.appending(path: "seg.dcm")
            try DICOMFileWriter.file(of: MeasurementReport(groups: []).dataSet(
                source: source, identity: DocumentIdentity(seriesInstanceUID: "2.25.77", sopInstanceUID: "2.25.78", seriesNumber: 9_901, seriesDescription: "Tomo measurements"))
            ).write(to: report)
            try await DICOMSamples.highdicomSegmentation(over: slices, to: segmentation.path)
            // A report that names no series: left out, named with why.
            let seriesless = export.appending(path: "seriesless.dcm")
            try DICOMFileWriter.file(of: MeasurementReport(groups: []).dataSet(
                source: source, identity: DocumentIdentity(seriesInstanceUID: "2.25.79", sopInstanceUID: "2.25.80", seriesNumber: 9_901, seriesDescription: "Tomo measurements"))
            ).write(to: seriesless)
            try await DICOMSamples.runTool("dcmodify", ["-nb", "-e", "(0020,000E)", seriesless.path])

            let library = try StudyLibrary(folder: scratch.appending(path: "library"))
            let summary = try await library.importFiles([export.path])
            #expect(summary.added == 5, "three slices, the report and the segmentation: \(summary.line)")
            #expect(summary.skipped.map(\.path) == [seriesless.path], "\(summary.skipped)")
            #expect(summary.skipped.first?.reason == "names no SOP, Study or Series Instance UID", "\(summary.skipped)")
            #expect(try await library.integrityProblems().isEmpty)

            let study = LibraryImportTests.headStudy
            let series = try await library.series(inStudy: study)
            #expect(series.count == 3 && Set(series.compactMap(\.modality)) == ["CT", "SR", "SEG"], "\(series)")
            let byModality = Dictionary(uniqueKeysWithValues: series.map { ($0.modality ?? "", $0) })
            #expect(byModality["CT"]?.instanceCount == 3 && byModality["CT"]?.rows == 256)
            #expect(byModality["SR"]?.instanceCount == 1 && byModality["SR"]?.rows == nil && byModality["SR"]?.seriesInstanceUID == "2.25.77")
            #expect(byModality["SEG"]?.instanceCount == 1 && byModality["SEG"]?.seriesInstanceUID == "2.25.8101")
            let documents = try await library.documents(ofStudy: study)
            #expect(Set(documents.compactMap(\.documentKind)) == [.structuredReport, .segmentation], "\(documents)")
            #expect(try await library.studies(matching: StudyQuery(modality: "SEG")).map(\.studyInstanceUID) == [study])
            let summaryRow = try #require(try await library.studies(matching: StudyQuery()).first)
            #expect(summaryRow.modalities == ["CT", "SEG", "SR"] && summaryRow.seriesCount == 3 && summaryRow.instanceCount == 5)

            // Opened from the library: the images make their one series; the report is found, read from its file.
            let opened = library.seriesSource(study: study)
            #expect(await opened.listSeries().map(\.imageCount) == [3])
            let reports = await opened.documents([.structuredReport], inStudy: study)
            #expect(reports.map { $0.string(.sopInstanceUID) } == ["2.25.78"])
            let segmentations = await opened.segmentations(inStudy: study)
            #expect(segmentations.map(\.place) == [segmentation.path] && segmentations.first?.header.string(.sopInstanceUID) == "2.25.8102")
            #expect(await opened.segmentations(inStudy: "2.25.1").isEmpty, "another study's none")

            // Imported again: nothing read, nothing added; a document gone is found by the check.
            let again = try await library.importFiles([export.path])
            #expect(again.unchanged == 5 && again.added == 0, "\(again.line)")
            // A copy of the report elsewhere: one SOP Instance UID is kept once, the copy named with why.
            let copy = scratch.appending(path: "report-copy.dcm")
            try FileManager.default.copyItem(at: report, to: copy)
            let duplicate = try await library.importFiles([copy.path])
            #expect(duplicate.skipped.map(\.reason) == ["SOP Instance UID 2.25.78 is already in the library from \(report.path)"], "\(duplicate.skipped)")
            try FileManager.default.removeItem(at: report)
            #expect(try await library.check().map(\.path) == [report.path])

            // Copied into a library's store, the documents leave with their study.
            let copies = try StudyLibrary(folder: scratch.appending(path: "copies"))
            #expect(try await copies.importFiles([segmentation.path] + slices, options: ImportOptions(copiesFiles: true)).added == 4)
            let held = try FileManager.default.subpathsOfDirectory(atPath: copies.folder.path).filter { $0.hasSuffix(".dcm") }
            #expect(held.contains { $0.hasSuffix("2.25.8102.dcm") }, "the segmentation's copy is named by its UID: \(held)")
            #expect(try await copies.removeStudy(study) == 4)
            #expect(try FileManager.default.subpathsOfDirectory(atPath: copies.folder.path).filter { $0.hasSuffix(".dcm") }.isEmpty)
            #expect(try await copies.counts().studies == 0)
        }
    }
}
