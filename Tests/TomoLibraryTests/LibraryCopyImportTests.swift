import Foundation
import Testing
import TomoCore
import TomoLibrary
import TomoTestSupport

/// Files copied into the library's store (`--copy`, what a disc wants) and ZIP archives taken out into it:
/// named by their UIDs, there when the originals are gone, found again rather than copied twice, removed with
/// their study; an archive's bad entries (a path out of it, a bomb, a README) named, nothing written outside
/// the library.
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
            #expect(kept.series.first?.instances.allSatisfy { $0.path.hasPrefix(store.path + "/") } == true)
            #expect(try await library.check().isEmpty, "the copies are where the library has them")

            #expect(try await library.removeStudy(Self.headStudy) == 108)
            #expect(!FileManager.default.fileExists(atPath: store.path), "the study's copies removed with it")
        }
    }

    @Test func anArchivesFilesAreTakenInAndItsBadEntriesNamed() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let zip = scratch.appending(path: "in/export.zip")
            try FileManager.default.createDirectory(at: zip.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Written by Python's zipfile: the slices under DICOM/, a README, a slice under a name leading out of
            // the archive, and 16 MiB of zeros (a few kilobytes compressed).
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

            let folder = scratch.appending(path: "library")
            let library = try StudyLibrary(folder: folder)
            let options = ImportOptions(largestArchivedFile: 1 << 20)
            let summary = try await library.importFiles([zip.deletingLastPathComponent().path], options: options)
            #expect(summary.added == 108, "\(summary.line)")
            let skipped = Dictionary(uniqueKeysWithValues: summary.skipped.map { ($0.path, $0.reason) })
            #expect(skipped["\(zip.path):../evil.dcm"] == "a path outside the archive: left out", "\(summary.skipped)")
            #expect(skipped["\(zip.path):BIG"] == "says it expands to 16777216 bytes, more than 1048576: left out")
            #expect(skipped["\(zip.path):README.txt"]?.hasPrefix("not a DICOM file") == true)
            #expect(summary.skipped.count == 3)
            #expect(!FileManager.default.fileExists(atPath: scratch.appending(path: "evil.dcm").path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "store/.incoming").path).isEmpty,
                    "nothing left on its way in")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "store/\(Self.headStudy)").path).count == 108)

            let again = try await library.importFiles([zip.path], options: options)
            #expect(again.unchanged == 108 && again.added == 0, "\(again.line)")
            #expect(try await library.counts().instances == 108)
        }
    }

    /// A deflated entry whose stream stops half way, the archive's directory whole: the entry is named, the
    /// import ends (ZIPFoundation's inflate on Linux read on at the end of the file forever).
    @Test func anEntryWhoseStreamStopsHalfWayIsNamedAndTheImportEnds() async throws {
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
            let summary = try await StudyLibrary(folder: scratch.appending(path: "library")).importFiles([zip.path])
            #expect(summary.added == 0 && summary.skipped.map(\.path) == ["\(zip.path):IM1"], "\(summary.skipped)")
            #expect(summary.skipped.first?.reason.hasPrefix("cannot be taken out of the archive: ") == true, "\(summary.skipped)")
        }
    }

    @Test func anEntryLargerThanItSaysIsLeftOutWhole() async throws {
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
            let summary = try await StudyLibrary(folder: folder).importFiles([zip.path], options: ImportOptions(largestArchivedFile: 1 << 20))
            #expect(summary.added == 0 && summary.skipped.count == 1, "\(summary.line)")
            #expect(summary.skipped.first?.reason.hasPrefix("expands past 1048576 bytes") == true
                || summary.skipped.first?.reason.hasPrefix("cannot be taken out of the archive") == true, "\(summary.skipped)")
        }
    }
}
