import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoLibrary
import TomoSeries
import TomoTestSupport

/// Finding studies in the library as on a PACS: each field narrows the search, names and IDs with wildcards,
/// dates and ranges, modalities; latest first. Removing a study and checking the files.
@Suite("Library search", .timeLimit(.minutes(5)))
struct LibrarySearchTests {
    static let head = "1.2.826.0.1.3680043.10.1234.2.1"
    static let ctSmall = "1.3.6.1.4.1.5962.1.2.1.20040119072730.12322"
    static let mrSmall = "1.3.6.1.4.1.5962.1.2.4.20040826185059.5457"

    /// A library of the head CT (2024-01-15), pydicom's CT_small (2004-01-19) and MR_small (2004-08-26).
    private func withThreeStudies(_ body: (StudyLibrary, URL) async throws -> Void) async throws {
        let series = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let files = scratch.appending(path: "files")
            try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
            try await series.multiSeriesCopy(in: files)
            let library = try StudyLibrary(folder: scratch.appending(path: "library"))
            let summary = try await library.importFiles([files.path])
            #expect(summary.added == 110 && summary.studies.count == 3, "\(summary.line)")
            try await body(library, files)
        }
    }

    @Test func everyFieldNarrowsTheSearchAndTheLatestComeFirst() async throws {
        try await withThreeStudies { library, _ in
            func found(_ query: StudyQuery) async throws -> [String] {
                try await library.studies(matching: query).map(\.studyInstanceUID)
            }
            #expect(try await found(StudyQuery()) == [Self.head, Self.mrSmall, Self.ctSmall], "latest first")
            #expect(try await found(StudyQuery(patientName: "compressedsamples*")) == [Self.mrSmall, Self.ctSmall], "a wildcard, any case")
            #expect(try await found(StudyQuery(patientName: "CompressedSamples^?T1")) == [Self.ctSmall])
            #expect(try await found(StudyQuery(patientName: "Cranium")) == [], "no wildcard: the whole name")
            #expect(try await found(StudyQuery(patientName: "Cranium^Test")) == [Self.head])
            #expect(try await found(StudyQuery(patientName: "100%")) == [], "LIKE's own wildcards are plain characters")
            #expect(try await found(StudyQuery(patientID: "TOMO-0001")) == [Self.head])
            #expect(try await found(StudyQuery(patientID: "*1")) == [Self.head, Self.mrSmall, Self.ctSmall])
            #expect(try await found(StudyQuery(studyDate: "20040119")) == [Self.ctSmall])
            #expect(try await found(StudyQuery(studyDate: "20040101-20041231")) == [Self.mrSmall, Self.ctSmall])
            #expect(try await found(StudyQuery(studyDate: "20040201-")) == [Self.head, Self.mrSmall])
            #expect(try await found(StudyQuery(studyDate: "-20040201")) == [Self.ctSmall])
            #expect(try await found(StudyQuery(modality: "MR")) == [Self.mrSmall])
            #expect(try await found(StudyQuery(accessionNumber: "TOMO1")) == [Self.head])
            #expect(try await found(StudyQuery(patientName: "Cranium*", modality: "MR")) == [], "every field at once")

            let study = try #require(try await library.studies(matching: StudyQuery(patientID: "TOMO-0001")).first)
            #expect(study == StudySummary(
                studyInstanceUID: Self.head, patientName: "Cranium^Test", patientID: "TOMO-0001", studyDate: "20240115",
                description: "Head", accessionNumber: "TOMO1", modalities: ["CT"], seriesCount: 1, instanceCount: 108))
        }
    }

    @Test func aStudyRemovedLeavesTheOthersAndItsFiles() async throws {
        try await withThreeStudies { library, files in
            #expect(try await library.removeStudy(Self.ctSmall) == 1)
            #expect(try await library.studies().map(\.studyInstanceUID) == [Self.head, Self.mrSmall])
            #expect(try await library.studies(matching: StudyQuery(patientName: "*CT1")).isEmpty, "its patient gone with it")
            await #expect(throws: LibraryError.unknownStudy(Self.ctSmall)) { try await library.removeStudy(Self.ctSmall) }
            await #expect(throws: LibraryError.unknownStudy(Self.ctSmall)) { try await library.series(inStudy: Self.ctSmall) }
            let counts = try await library.counts()
            #expect(counts.studies == 2 && counts.series == 2 && counts.instances == 109)
            let left = try FileManager.default.subpathsOfDirectory(atPath: files.path).filter { !$0.hasSuffix("/") }
            #expect(left.count >= 110, "no file removed: \(left.count)")
            // Imported again, it is back.
            let again = try await library.importFiles([files.path])
            #expect(again.added == 1 && again.unchanged == 109, "\(again.line)")
        }
    }

    @Test func aFileGoneOrChangedSinceItWasImportedIsFound() async throws {
        try await withThreeStudies { library, files in
            let headFiles = try FileManager.default.contentsOfDirectory(atPath: files.appending(path: "head").path).sorted()
            let gone = files.appending(path: "head/\(headFiles[0])"), changed = files.appending(path: "head/\(headFiles[1])")
            try FileManager.default.removeItem(at: gone)
            try Data("not what it was".utf8).write(to: changed)
            let problems = try await library.check()
            #expect(problems.map(\.path) == [gone.path, changed.path].sorted())
            #expect(Set(problems.map(\.kind)) == [.missing, .changed])
            #expect(problems.allSatisfy { $0.studyInstanceUID == Self.head })
            #expect(problems.first { $0.kind == .missing }?.description == "\(gone.path): gone since it was imported")

            // The series still opens, from the files that are there: the gone one fails when its slice is loaded.
            let opened = try await library.seriesSource(study: Self.head).openSeries(id: nil)
            #expect(opened.sliceCount == 108)
        }
    }
}
