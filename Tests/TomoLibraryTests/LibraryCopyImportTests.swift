import Foundation
import Testing
import TomoCore
import TomoLibrary
import TomoTestSupport

/// Files copied into the library's store (`--copy`, what a disc wants): named by their UIDs, there when the
/// originals are gone, found again rather than copied twice, removed with their study.
@Suite("Library import with copies", .timeLimit(.minutes(5)))
struct LibraryCopyImportTests {
    static let headStudy = "1.2.826.0.1.3680043.10.1234.2.1"

    @Test func copiedFilesOpenWithoutTheirOriginalsAndLeaveWithTheirStudy() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let disc = scratch.appending(path: "disc")
            try FileManager.default.copyItem(at: head.folder, to: disc)
            let folder = scratch.appending(path: "library")
            let library = try StudyLibrary(folder: folder)
            let summary = try await library.importFiles([disc.path], options: ImportOptions(copiesFiles: true))
            #expect(summary.added == 108, "\(summary.line)")
            let store = folder.appending(path: "store/\(Self.headStudy)")
            let stored = try FileManager.default.contentsOfDirectory(atPath: store.path)
            #expect(stored.count == 108 && stored.allSatisfy { $0.hasPrefix("1.2.826.0.1.3680043.10.1234.4.") && $0.hasSuffix(".dcm") })
            let slice = head.fileName(ofSlice: 10)
            #expect(try Data(contentsOf: disc.appending(path: slice)) == Data(contentsOf: store.appending(
                path: "1.2.826.0.1.3680043.10.1234.4.\(Int(slice.dropFirst(2))! - 1000).dcm")), "byte for byte")

            let again = try await library.importFiles([disc.path], options: ImportOptions(copiesFiles: true))
            #expect(again.unchanged == 108 && again.added == 0 && again.skipped.isEmpty, "found, not copied twice: \(again.line)")

            try FileManager.default.removeItem(at: disc)
            let kept = try await library.scan(study: Self.headStudy)
            #expect(kept.series.first?.instances.count == 108)
            #expect(kept.series.first?.instances.allSatisfy { $0.location.filePath?.hasPrefix(store.path + "/") == true && $0.location.webURL == nil } == true)
            #expect(try await library.check().isEmpty, "the copies are where the library has them")

            #expect(try await library.removeStudy(Self.headStudy) == 108)
            #expect(!FileManager.default.fileExists(atPath: store.path), "the study's copies removed with it")
        }
    }
}
