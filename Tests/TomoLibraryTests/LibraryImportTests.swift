import Foundation
import GRDB
import Testing
import TomoCore
import TomoDICOM
import TomoLibrary
import TomoTestSupport

/// Importing folders into the library: what a messy export holds indexed in place, every other file named
/// with why; importing again adds nothing; changed, moved and duplicate files told apart; a series opened from
/// the library is the series its files make, no header read again.
@Suite("Library import", .timeLimit(.minutes(5)))
struct LibraryImportTests {
    /// The head CT's study.
    static let headStudy = "1.2.826.0.1.3680043.10.1234.2.1"

    @Test func aMessyExportIsIndexedInPlaceAndEveryOtherFileNamedWithWhy() async throws {
        let export = try await MessyExport.shared()
        try await withScratchFolder { scratch in
            let library = try StudyLibrary(folder: scratch.appending(path: "library"))
            let progress = Locked<[ImportProgress]>([])
            let summary = try await library.importFiles([export.folder.path]) { step in progress.withLock { $0.append(step) } }
            #expect(summary.added == 110, "108 slices in nine encodings, the cut scout and CT_small: \(summary.line)")
            #expect(summary.updated == 0 && summary.unchanged == 0)
            #expect(summary.studies == [LibraryImportTests.headStudy, "1.3.6.1.4.1.5962.1.2.1.20040119072730.12322"])
            let skipped = Dictionary(uniqueKeysWithValues: summary.skipped.map { ($0.path, $0.reason) })
            #expect(Set(skipped.keys) == [export.readme.path, export.empty.path], "\(summary.skipped)")
            #expect(skipped[export.readme.path]?.hasPrefix("not a DICOM file") == true)
            // The file cut inside its pixels is kept, its image in its series' place, and named with why.
            #expect(summary.damaged.map(\.path) == [export.scout.path], "\(summary.damaged)")
            #expect(summary.damaged.first?.reason.hasSuffix("the file is truncated or corrupt") == true, "\(summary.damaged)")
            #expect(summary.line == "110 new, 0 updated, 0 unchanged, 2 skipped, 1 damaged in 2 studies")
            let steps = progress.withLock { $0 }
            #expect(steps.last?.filesDone == 112 && steps.last?.fileCount == 112 && steps.last?.studyCount == 2)
            #expect(steps.map(\.filesDone) == steps.map(\.filesDone).sorted() && steps.count == 1, "one batch of 112 files")

            let counts = try await library.counts()
            #expect(counts.studies == 2 && counts.series == 3 && counts.instances == 110)
            let series = try await library.series(inStudy: LibraryImportTests.headStudy)
            #expect(series.count == 2 && series.map(\.instanceCount).sorted() == [1, 108])
            let head = try #require(series.first { $0.instanceCount == 108 })
            #expect(head.modality == "CT" && head.rows == 256 && head.columns == 256)

            // One policy: the library holds the series and images a scan of the folder lists, the cut file's
            // image with the reason the scan gives.
            let scanned = await DICOMScan.scan([export.folder.path])
            let opened = try await library.scan()
            #expect(Set(opened.series.map(\.uid)) == Set(scanned.series.map(\.uid)))
            for series in scanned.series {
                let kept = try #require(opened.series.first { $0.uid == series.uid })
                #expect(kept.instances.map(\.location) == series.instances.map(\.location), "\(series.uid)")
                #expect(kept.damagedFiles == series.damagedFiles && kept.warnings == series.warnings, "\(series.uid)")
            }
            let scout = try #require(opened.series.first { $0.uid == MessyExport.scoutSeriesUID })
            #expect(scout.damagedFiles.map(\.path) == [export.scout.path] && scout.summary.pixelDataProblem?.isTruncation == true)
        }
    }

    /// Every image of pydicom's test data that the library takes comes back from it as its file describes
    /// it: a loop's recorded speed, an INVERSE shape, a Rescale Type and Units, window names, a sigmoid or a
    /// VOI table as its only window, a Modality LUT, colour planes, overlay planes and why one cannot be read.
    /// (Files holding the same SOP Instance UID as one imported before are left out.)
    @Test func everyImageComesBackAsItsFileDescribesIt() async throws {
        try await withScratchFolder { scratch in
            // CT_small with an overlay of no size, as another instance: its overlay cannot be read.
            let brokenOverlay = scratch.appending(path: "broken-overlay.dcm")
            try FileManager.default.copyItem(atPath: try await DICOMSamples.pydicomFile("CT_small.dcm"), toPath: brokenOverlay.path)
            try await DICOMSamples.runTool("dcmodify", ["-nb", "-i", "(6000,0010)=0", "-i", "(6000,0011)=0", "-m", "(0008,0018)=1.2.826.0.1.3680043.10.1234.99.1", brokenOverlay.path])
            let paths = try await DICOMSamples.allFiles() + [brokenOverlay.path]
            let library = try StudyLibrary(folder: scratch.appending(path: "library"))
            let summary = try await library.importFiles(paths)
            let scan = try await library.scan()
            let byPath = Dictionary(grouping: scan.series.flatMap(\.instances), by: \.location.description)
            // The rest are non-image objects (reports, segmentations, presentation states): kept, not images.
            let documents = scan.skipped.filter { if case .notAnImage = $0.error { true } else { false } }
            #expect(byPath.count + documents.count == summary.added && byPath.count >= 50, "\(summary.line)")
            var compared: [String] = []
            var overlayProblems = 0
            for (path, instances) in byPath.sorted(by: { $0.key < $1.key }) {
                let expected = try DICOMInstance.instances(of: try DICOMFile.read(path: path, stopsAtPixelData: true), at: .file(path))
                #expect(instances.sorted { $0.frame < $1.frame } == expected, "\(path)")
                if expected.contains(where: { $0.overlayProblem != nil }) { overlayProblems += 1 }
                compared.append(URL(filePath: path).lastPathComponent)
            }
            // Among them, each kind of field a row's columns cannot hold.
            for name in ["examples_ybr_color.dcm", "mlut_18.dcm", "vlut_04.dcm", "MR-SIEMENS-DICOM-WithOverlays.dcm", "color-pl.dcm"] {
                #expect(compared.contains(name), "\(name) was compared")
            }
            #expect(overlayProblems > 0, "an overlay that cannot be read was compared")
        }
    }

    /// A row written before the library kept how an image is shown (its header reading 1) is read again by
    /// the next import of its file, though the file has not changed: then it keeps it.
    @Test func rowsOfAnEarlierReadingAreReadAgainByTheNextImport() async throws {
        let path = try await DICOMSamples.pydicomFile("examples_ybr_color.dcm")
        try await withScratchFolder { scratch in
            let folder = scratch.appending(path: "library")
            let library = try StudyLibrary(folder: folder)
            #expect(try await library.importFiles([path]).added == 1)
            #expect(try await library.scan().series.first?.instances.first?.frameInterval == 33.333)
            // As a library of the first version left it.
            try await DatabaseQueue(path: folder.appending(path: StudyLibrary.databaseName).path).write { db in
                try db.execute(sql: "UPDATE instance SET attributes = NULL, headerReading = 1")
            }
            #expect(try await library.scan().series.first?.instances.first?.frameInterval == nil)
            let again = try await library.importFiles([path])
            #expect(again.updated == 1 && again.unchanged == 0, "\(again.line)")
            #expect(try await library.scan().series.first?.instances.first?.frameInterval == 33.333)
            #expect(try await library.importFiles([path]).unchanged == 1, "read once, then known")
        }
    }

    @Test func importingAgainAddsNothingAndReadsNoFile() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let files = scratch.appending(path: "files")
            try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
            try head.brokenCopy(in: files)
            let library = try StudyLibrary(folder: scratch.appending(path: "library"))
            let first = try await library.importFiles([files.path])
            #expect(first.added == 108 && first.skipped.count == 2 && first.damaged.count == 1, "\(first.line)")
            // Slice 3's file now holds other bytes, its size and modification time kept: read again, it would be
            // skipped; not read, it counts as unchanged.
            let slice = files.appending(path: head.fileName(ofSlice: 3))
            let attributes = try FileManager.default.attributesOfItem(atPath: slice.path)
            try Data(repeating: 0x55, count: try Data(contentsOf: slice).count).write(to: slice)
            try FileManager.default.setAttributes([.modificationDate: try #require(attributes[.modificationDate])], ofItemAtPath: slice.path)
            let again = try await library.importFiles([files.path + "/", "\(files.path)/../files"])
            #expect(again.added == 0 && again.updated == 0, "\(again.line)")
            #expect(again.unchanged == 108, "no header read again, each file once: \(again.line)")
            #expect(again.skipped.count == 2, "the README and the empty file")
            #expect(try await library.counts().instances == 108, "nothing added twice, however the folder is named")
        }
    }

    @Test func aChangedFileIsReadAgainAndAFileNowHoldingAnotherInstanceReplacesIt() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let files = scratch.appending(path: "files")
            try FileManager.default.copyItem(at: head.folder, to: files)
            let library = try StudyLibrary(folder: scratch.appending(path: "library"))
            #expect(try await library.importFiles([files.path]).added == 108)
            // Slice 5's file now holds slice 6's instance: slice 5's instance is gone, slice 6's is found twice.
            let five = files.appending(path: head.fileName(ofSlice: 5)), six = files.appending(path: head.fileName(ofSlice: 6))
            try Data(contentsOf: six).write(to: five)
            let summary = try await library.importFiles([files.path])
            #expect(summary.unchanged == 107 && summary.added == 0 && summary.updated == 0, "\(summary.line)")
            #expect(summary.removed == 1, "slice 5's instance, its file holding it no more: \(summary.line)")
            let duplicate = try #require(summary.skipped.first)
            #expect(summary.skipped.count == 1 && duplicate.path == five.path)
            #expect(duplicate.reason == "SOP Instance UID 1.2.826.0.1.3680043.10.1234.4.\(Int(head.fileName(ofSlice: 6).dropFirst(2))! - 1000) is already in the library from \(six.path)", "\(duplicate)")
            #expect(try await library.counts().instances == 107)
            #expect(try await library.series(inStudy: Self.headStudy).first?.instanceCount == 107, "the count kept")

            // Slice 5's file holds it again.
            try Data(contentsOf: head.folder.appending(path: head.fileName(ofSlice: 5))).write(to: five)
            let restored = try await library.importFiles([files.path])
            #expect(restored.added == 1 && restored.unchanged == 107 && restored.skipped.isEmpty, "\(restored.line)")

            // The file moved: the instance follows it.
            let moved = scratch.appending(path: "moved")
            try FileManager.default.createDirectory(at: moved, withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: files.appending(path: head.fileName(ofSlice: 9)), to: moved.appending(path: "nine"))
            let afterMove = try await library.importFiles([moved.path])
            #expect(afterMove.updated == 1 && afterMove.added == 0, "\(afterMove.line)")
            #expect(try await library.counts().instances == 108)
            #expect(try await library.check().isEmpty, "every file where the library has it")
        }
    }

    @Test func aSeriesOpenedFromTheLibraryIsTheSeriesItsFilesMake() async throws {
        let export = try await MessyExport.shared()
        try await withScratchFolder { scratch in
            let library = try StudyLibrary(folder: scratch.appending(path: "library"))
            _ = try await library.importFiles([export.folder.path])
            let kept = try await library.scan(study: LibraryImportTests.headStudy)
            let read = await DICOMScan.scan([export.folder.path])
            let headSeries = try #require(read.series.first { $0.uid == export.head.seriesInstanceUID })
            #expect(Set(kept.series.map(\.uid)) == [export.head.seriesInstanceUID, MessyExport.scoutSeriesUID] && kept.skipped.isEmpty)
            let keptHead = try #require(kept.series.first { $0.uid == export.head.seriesInstanceUID })
            #expect(keptHead.instances == headSeries.instances, "every field of every image as its header gives it")
            #expect(keptHead.geometry == headSeries.geometry)

            let source = library.seriesSource(study: LibraryImportTests.headStudy)
            let listed = await source.listSeries()
            #expect(Set(listed.map(\.id)) == [export.head.seriesInstanceUID, MessyExport.scoutSeriesUID])
            #expect(listed.first { $0.id == export.head.seriesInstanceUID }?.imageCount == 108)
            #expect(listed.first { $0.id == MessyExport.scoutSeriesUID }?.damagedImageCount == 1, "the cut scout, known before any pixel")
            let opened = try await source.openSeries(id: export.head.seriesInstanceUID)
            #expect(opened.sliceCount == 108)
            let bySeries = try await library.scan(series: "1.3.6.1.4.1.5962.1.3.1.1.20040119072730.12322")
            #expect(bySeries.series.map(\.instances.count) == [1], "CT_small's series alone")
        }
    }

    @Test func aMultiFrameFileKeepsEachFramesPlaceAndValues() async throws {
        let file = try await DICOMSamples.pydicomDataFile("emri_small.dcm")
        try await withScratchFolder { scratch in
            let library = try StudyLibrary(folder: scratch.appending(path: "library"))
            #expect(try await library.importFiles([file]).added == 1)
            let read = await DICOMScan.scan([file])
            let kept = try await library.scan()
            #expect(kept.series.count == 1 && kept.series.first?.instances.count == read.series.first?.instances.count)
            #expect(kept.series.first?.instances == read.series.first?.instances, "frame by frame")
            #expect((kept.series.first?.instances.count ?? 0) > 1)
        }
    }

    @Test func theLibraryIsKeptAcrossOpeningsAtItsSchemaVersion() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let folder = scratch.appending(path: "nested/library")
            let library = try StudyLibrary(folder: folder)
            #expect(try await library.schemaVersion() == "v5: issuer of patient ID, body part, alignments")
            _ = try await library.importFiles([head.folder.path])
            let reopened = try StudyLibrary(folder: folder)
            #expect(try await reopened.counts().instances == 108)
            let journal = try await DatabaseQueue(path: folder.appending(path: StudyLibrary.databaseName).path).read { db in
                try String.fetchOne(db, sql: "PRAGMA journal_mode")
            }
            #expect(journal == "wal")
        }
    }

    @Test func aFolderThatCannotBeMadeIsAClearError() throws {
        #expect(throws: LibraryError.self) { try StudyLibrary(folder: URL(filePath: "/proc/tomo-library")) }
        do {
            _ = try StudyLibrary(folder: URL(filePath: "/proc/tomo-library"))
        } catch {
            #expect(error.description.hasPrefix("cannot open the library in /proc/tomo-library: "), "\(error)")
        }
    }
}
