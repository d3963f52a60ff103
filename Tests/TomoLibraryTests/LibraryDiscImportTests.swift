import Foundation
import Testing
import TomoLibrary
import TomoTestSupport

/// A disc imported through its DICOMDIR (made by DCMTK's dcmmkdir): its records followed instead of the disc
/// searched, a record whose file is missing named, names matched in another case (discs mounted lower-cased).
@Suite("Library import of a DICOMDIR", .timeLimit(.minutes(5)))
struct LibraryDiscImportTests {
    @Test func aDiscIsImportedByItsRecordsAndAMissingFileNamed() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let disc = scratch.appending(path: "disc")
            let images = disc.appending(path: "IMAGES"), more = disc.appending(path: "IMAGES/MORE")
            try FileManager.default.createDirectory(at: more, withIntermediateDirectories: true)
            for k in 0..<108 {
                let name = head.fileName(ofSlice: k)
                try FileManager.default.copyItem(at: head.folder.appending(path: name), to: (k < 60 ? images : more).appending(path: name))
            }
            try await DICOMSamples.runTool("dcmmkdir", ["+id", disc.path, "+D", disc.appending(path: "DICOMDIR").path, "--recurse", "IMAGES"])
            // Beside the records: a file the DICOMDIR does not name (not imported), and one it names gone.
            try FileManager.default.copyItem(
                at: URL(filePath: try await DICOMSamples.pydicomFile("CT_small.dcm")), to: images.appending(path: "EXTRA"))
            let gone = more.appending(path: head.fileName(ofSlice: 100))
            try FileManager.default.removeItem(at: gone)

            let library = try StudyLibrary(folder: scratch.appending(path: "library"))
            let summary = try await library.importFiles([disc.path])
            #expect(summary.added == 107 && summary.studies.count == 1, "the records' files, not EXTRA: \(summary.line)")
            #expect(summary.skipped == [ImportSummary.Skip(
                path: gone.path, reason: "named by \(disc.path)/DICOMDIR, but not on the disc")], "\(summary.skipped)")

            let again = try await library.importFiles([disc.appending(path: "DICOMDIR").path])
            #expect(again.unchanged == 107 && again.added == 0, "the DICOMDIR given itself: \(again.line)")

            // Mounted with its names lower-cased, the same disc: the records' upper-case names still found.
            try FileManager.default.moveItem(at: images, to: disc.appending(path: "images-upper"))
            try FileManager.default.moveItem(at: disc.appending(path: "images-upper"), to: disc.appending(path: "images"))
            let lowered = try await library.importFiles([disc.path])
            #expect(lowered.updated == 107 && lowered.added == 0, "moved to the lower-case folder: \(lowered.line)")
            #expect(lowered.skipped.count == 1)
            #expect(try await library.check().isEmpty)
        }
    }

    @Test func aDamagedDICOMDIRLeavesItsFolderSearched() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let disc = scratch.appending(path: "disc")
            try FileManager.default.copyItem(at: head.folder, to: disc)
            try Data("DICM but not really".utf8).write(to: disc.appending(path: "DICOMDIR"))
            let library = try StudyLibrary(folder: scratch.appending(path: "library"))
            let summary = try await library.importFiles([disc.path])
            #expect(summary.added == 108, "\(summary.line)")
            let damaged = try #require(summary.skipped.first { $0.path.hasSuffix("/DICOMDIR") && $0.reason.hasPrefix("a DICOMDIR that cannot be read") })
            #expect(damaged.reason.hasSuffix("its folder is searched instead"))
        }
    }
}
