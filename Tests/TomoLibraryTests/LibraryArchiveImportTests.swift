import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoLibrary
import TomoSeries
import TomoTestSupport

/// ZIP archives imported: their files indexed inside them and opened from there, or taken out into the store
/// with `--copy`; an archive's bad entries (a path out of it, a bomb, a README, a cut stream) named, nothing
/// written outside the library.
@Suite("Library import of ZIP archives", .timeLimit(.minutes(5)))
struct LibraryArchiveImportTests {
    static let headStudy = LibraryCopyImportTests.headStudy

    /// The head CT's slices under DICOM/ in `zip` (by Python's zipfile), beside a README, a slice under a name
    /// leading out of the archive, and 16 MiB of zeros (a few kilobytes compressed).
    static func makeExport(_ zip: URL, of head: HeadCTSeries) async throws {
        try FileManager.default.createDirectory(at: zip.deletingLastPathComponent(), withIntermediateDirectories: true)
        let script = """
            import os, sys, zipfile
            source, target = sys.argv[1], sys.argv[2]
            with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
                names = sorted(os.listdir(source))
                for name in names:
                    archive.write(os.path.join(source, name), "DICOM/" + name)
                archive.writestr("README.txt", "Exported by a PACS\\n")
                archive.write(os.path.join(source, names[0]), "../evil.dcm")
                archive.writestr("BIG", bytes(16 << 20))
            """
        let python = try TestEnvironment.requireProgram("python3", package: "python3")
        let made = try await ProcessRun.run(python, ["-c", script, head.folder.path, zip.path])
        #expect(made.status == 0, "\(made.errors)")
    }

    /// `makeExport`'s archive of `head` (in `scratch/in`) imported into a new library (`scratch/library`),
    /// copied as `copies` says, each archived file at most 1 MiB: its slices added, its bad entries named.
    static func importExport(
        of head: HeadCTSeries, in scratch: URL, copies: Bool
    ) async throws -> (zip: URL, folder: URL, library: StudyLibrary, options: ImportOptions) {
        let zip = scratch.appending(path: "in/export.zip")
        try await makeExport(zip, of: head)
        let folder = scratch.appending(path: "library")
        let library = try StudyLibrary(folder: folder)
        let options = ImportOptions(copiesFiles: copies, largestArchivedFile: 1 << 20)
        let summary = try await library.importFiles([zip.deletingLastPathComponent().path], options: options)
        #expect(summary.added == 108, "\(summary.line)")
        expectBadEntriesNamed(summary, in: zip)
        return (zip, folder, library, options)
    }

    /// The bad entries of `makeExport`'s archive, each named with why.
    static func expectBadEntriesNamed(_ summary: ImportSummary, in zip: URL) {
        let skipped = Dictionary(uniqueKeysWithValues: summary.skipped.map { ($0.path, $0.reason) })
        #expect(skipped["\(zip.path):../evil.dcm"] == "a path outside the archive: left out", "\(summary.skipped)")
        #expect(skipped["\(zip.path):BIG"] == "says it expands to 16777216 bytes, more than 1048576: left out")
        #expect(skipped["\(zip.path):README.txt"]?.hasPrefix("not a DICOM file") == true)
        #expect(summary.skipped.count == 3)
    }

    @Test func anArchiveIsIndexedInsideItAndItsSeriesOpensFromThere() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let (zip, folder, library, options) = try await Self.importExport(of: head, in: scratch, copies: false)
            #expect(!FileManager.default.fileExists(atPath: scratch.appending(path: "evil.dcm").path))
            #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "store/\(Self.headStudy)").path), "nothing copied")

            let kept = try await library.scan(study: Self.headStudy)
            // Each a member of the archive, typed as one: read inside it, named by the archive's path and its own.
            let locations = kept.series.first?.instances.map(\.location) ?? []
            let members = locations.compactMap { location -> ArchivedFile? in
                if case .archiveMember(let member) = location { member } else { nil }
            }
            #expect(members.count == 108 && members.allSatisfy { $0.archive == zip.path && $0.entry.hasPrefix("DICOM/IM") }, "\(locations.prefix(2))")
            #expect(locations.allSatisfy { $0.description.hasPrefix(zip.path + "/DICOM/IM") })
            #expect(try await library.check().isEmpty, "every archived file is where the library has it")

            // Opened from the library, read inside the archive: the slices the folder's files give.
            let fromArchive = try await library.seriesSource().openSeries(id: head.seriesInstanceUID)
            let fromFolder = try await DICOMSeriesSource(paths: [head.folder.path]).openSeries(id: head.seriesInstanceUID)
            for k in [0, 53, 107] {
                #expect(try await fromArchive.slice(at: k).samples == fromFolder.slice(at: k).samples, "slice \(k), from its file")
            }
            let volume = try #require(fromArchive.volume)
            for k in 0..<108 { _ = try await fromArchive.fillSlice(at: k) }
            #expect(try (0..<108).allSatisfy { k in
                volume.section(.axial(k))?.samples.map(Double.init) == (try head.hounsfieldUnits(ofSlice: k))
            }, "the volume filled from the archive holds the head CT in HU")

            let again = try await library.importFiles([zip.path], options: options)
            #expect(again.unchanged == 108 && again.added == 0, "\(again.line)")
            #expect(try await library.counts().instances == 108)
        }
    }

    @Test func anArchiveCopiedIsTakenOutIntoTheStore() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let (zip, folder, library, options) = try await Self.importExport(of: head, in: scratch, copies: true)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "store/.incoming").path).isEmpty,
                    "nothing left on its way in")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "store/\(Self.headStudy)").path).count == 108)
            try FileManager.default.removeItem(at: zip)
            #expect(try await library.check().isEmpty, "the copies stay when the archive goes")

            let again = try await library.importFiles([folder.appending(path: "store").path], options: options)
            #expect(again.added == 0 && again.skipped.isEmpty, "\(again.line)")
            #expect(try await library.counts().instances == 108)
        }
    }

    /// A deflated entry whose stream stops half way, the archive's directory whole: the entry is named, the
    /// import ends (ZIPFoundation's inflate on Linux read on at the end of the file forever).
    @Test(arguments: [false, true]) func anEntryWhoseStreamStopsHalfWayIsNamedAndTheImportEnds(copies: Bool) async throws {
        try await withScratchFolder { scratch in
            let zip = scratch.appending(path: "cut.zip")
            let script = """
                import sys, zipfile, zlib
                data = open(sys.argv[2], "rb").read()
                packer = zlib.compressobj(6, zlib.DEFLATED, -15)
                stream = packer.compress(data) + packer.flush()
                half = stream[:len(stream) // 2]
                with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_STORED) as archive:
                    archive.writestr("IM1", half)
                raw = bytearray(open(sys.argv[1], "rb").read())
                central = raw.rfind(b"PK\\x01\\x02")
                raw[8:10] = (8).to_bytes(2, "little")                       # the local header: deflated
                raw[22:26] = len(data).to_bytes(4, "little")                # its size expanded
                raw[central + 10:central + 12] = (8).to_bytes(2, "little")  # the directory says the same
                raw[central + 24:central + 28] = len(data).to_bytes(4, "little")
                open(sys.argv[1], "wb").write(raw)
                """
            let python = try TestEnvironment.requireProgram("python3", package: "python3")
            let made = try await ProcessRun.run(python, ["-c", script, zip.path, try await DICOMSamples.pydicomFile("CT_small.dcm")])
            #expect(made.status == 0, "\(made.errors)")
            let summary = try await StudyLibrary(folder: scratch.appending(path: "library")).importFiles(
                [zip.path], options: ImportOptions(copiesFiles: copies))
            #expect(summary.added == 0 && summary.skipped.map(\.path) == ["\(zip.path):IM1"], "\(summary.skipped)")
            #expect(summary.skipped.first?.reason.hasPrefix("cannot be taken out of the archive: ") == true, "\(summary.skipped)")
        }
    }

    @Test(arguments: [false, true]) func anEntryLargerThanItSaysIsLeftOutWhole(copies: Bool) async throws {
        try await withScratchFolder { scratch in
            // 2 MiB of zeros stored with its size written small: the header lies, the bytes tell.
            let zip = scratch.appending(path: "liar.zip")
            let script = """
                import sys, zipfile
                with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as archive:
                    archive.writestr("IM1", bytes(2 << 20))
                data = bytearray(open(sys.argv[1], "rb").read())
                # The central directory's and the local header's uncompressed sizes: 1 KiB.
                central = data.rfind(b"PK\\x01\\x02")
                data[central + 24:central + 28] = (1024).to_bytes(4, "little")
                data[22:26] = (1024).to_bytes(4, "little")
                open(sys.argv[1], "wb").write(data)
                """
            let python = try TestEnvironment.requireProgram("python3", package: "python3")
            let made = try await ProcessRun.run(python, ["-c", script, zip.path])
            #expect(made.status == 0, "\(made.errors)")
            let folder = scratch.appending(path: "library")
            let summary = try await StudyLibrary(folder: folder).importFiles(
                [zip.path], options: ImportOptions(copiesFiles: copies, largestArchivedFile: 1 << 20))
            #expect(summary.added == 0 && summary.skipped.count == 1, "\(summary.line)")
            #expect(summary.skipped.first?.reason.hasPrefix("expands past 1048576 bytes") == true
                || summary.skipped.first?.reason.hasPrefix("cannot be taken out of the archive") == true, "\(summary.skipped)")
        }
    }
}
