import Foundation
import Testing
import TomoCore
import TomoTestSupport

/// `tomo library`, the built executable: a messy export imported, found, listed, opened through `library:`,
/// checked and removed; an import killed midway leaves a whole database that a second import completes.
@Suite("tomo library", .timeLimit(.minutes(5)))
struct LibraryCommandTests {
    private struct Studies: Decodable {
        struct Study: Decodable, Equatable {
            let studyInstanceUID: String
            let patientName: String?
            let patientID: String?
            let studyDate: String?
            let description: String?
            let accessionNumber: String?
            let modalities: [String]
            let series: Int?
            let instances: Int?
        }
        let studies: [Study]
    }

    private static let headStudy = "1.2.826.0.1.3680043.10.1234.2.1"

    /// Each series `tomo dicom ls --json` printed: its UID, image count, warnings and damaged files.
    private static func seriesListed(_ output: Data) throws -> [String] {
        struct Listing: Decodable {
            struct Series: Decodable {
                let seriesInstanceUID: String
                let images: Int
                let warnings: [String]
                let damagedFiles: [[String: String]]
            }
            let series: [Series]
        }
        return try JSONDecoder().decode(Listing.self, from: output).series.map { series in
            let damaged = series.damagedFiles.map { "\($0["file"] ?? "-"): \($0["reason"] ?? "-")" }
            return ([series.seriesInstanceUID, String(series.images)] + series.warnings + damaged).joined(separator: " | ")
        }.sorted()
    }

    @Test func aMessyExportImportedIsFoundListedAndOpenedWithoutItsFolder() async throws {
        let export = try await MessyExport.shared()
        try await withScratchFolder { scratch in
            let library = scratch.appending(path: "library").path
            let imported = try await Tool.run(["library", "import", export.folder.path, "--library", library])
            #expect(imported.status == 0, "\(imported.errors)")
            let lines = imported.text.split(separator: "\n").map(String.init)
            #expect(lines.first == "\(library): 110 new, 0 updated, 0 unchanged, 2 skipped, 1 damaged in 2 studies")
            #expect(lines.dropFirst().filter { $0.hasPrefix("skipped ") }.sorted() == [export.empty.path, export.readme.path].sorted().map { path in
                lines.first { $0.hasPrefix("skipped \(path): ") } ?? "missing \(path)"
            })
            // The cut file is kept, named with why, as tomo dicom ls names it.
            let damaged = lines.filter { $0.hasPrefix("damaged ") }
            #expect(damaged.count == 1, "\(imported.text)")
            #expect(damaged.first?.hasPrefix("damaged \(export.scout.path): element (7FE0,0010) Pixel Data at byte ") == true)
            #expect(damaged.first?.contains(" says it holds 131072 bytes, but only ") == true)
            #expect(damaged.first?.hasSuffix("the file is truncated or corrupt: kept, its image cannot load") == true, "\(imported.text)")
            #expect(imported.errorLines.last?.hasPrefix("import: 112/112  ") == true, "\(imported.errors)")
            #expect(imported.errorLines.last?.hasSuffix("  2 studies") == true)
            let again = try await Tool.run(["library", "import", export.folder.path], environment: ["TOMO_LIBRARY": library])
            #expect(again.text.hasPrefix("\(library): 0 new, 0 updated, 110 unchanged, 2 skipped in 2 studies\n"), "\(again.text)")

            let found = try await Tool.run(["library", "studies", "--json", "--library", library, "--patient", "cranium*"])
            #expect(found.status == 0, "\(found.errors)")
            let studies = try JSONDecoder().decode(Studies.self, from: found.output).studies
            #expect(studies == [Studies.Study(
                studyInstanceUID: Self.headStudy, patientName: "Cranium^Test", patientID: "TOMO-0001", studyDate: "20240115",
                description: "Head", accessionNumber: "TOMO1", modalities: ["CT"], series: 2, instances: 109)])
            let catalog = try await Tool.run(["dicom", "studies", "library:\(library)", "--json", "--patient", "cranium*"])
            #expect(catalog.output == found.output, "tomo dicom studies searches the library as a catalog, the same answer: \(catalog.errors)")
            let files = try await Tool.run(["dicom", "studies", export.folder.path, "--json", "--patient", "cranium*"])
            let filed = try JSONDecoder().decode(Studies.self, from: files.output).studies
            #expect(filed.map(\.studyInstanceUID) == [Self.headStudy] && filed.map(\.patientName) == ["Cranium^Test"], "the files searched: \(files.text)")
            // The files it could not read are named as tomo dicom ls names them.
            let scanned = try await Tool.run(["dicom", "ls", export.folder.path])
            let skippedByList = scanned.errorLines.filter { $0.hasPrefix("Skipped: ") }
            #expect(!skippedByList.isEmpty && files.errorLines.filter { $0.hasPrefix("Skipped: ") } == skippedByList, "\(files.errors)\n\(scanned.errors)")
            let table = try await Tool.run(["library", "studies", "--library", library, "--date", "20040101-20041231"])
            #expect(table.text.split(separator: "\n").count == 2 && table.text.contains("CompressedSamples^CT1"), "\(table.text)")
            let none = try await Tool.run(["library", "studies", "--library", library, "--modality", "MR"])
            #expect(none.status == 5 && none.errors.contains("no study in \(library) matches"))

            let series = try await Tool.run(["library", "series", Self.headStudy, "--library", library])
            #expect(series.text.contains(export.head.seriesInstanceUID) && series.text.contains("108  256x256"), "\(series.text)")
            // A structured report is kept as a document: listed among its study's series, counted as one.
            let report = try await DICOMSamples.pydicomFile("test-SR.dcm")
            let keptReport = try await Tool.run(["library", "import", report], environment: ["TOMO_LIBRARY": library])
            #expect(keptReport.text.hasPrefix("\(library): 1 new, "), "\(keptReport.text)")
            let reportSeries = try await Tool.run(
                ["library", "series", "1.2.276.0.7230010.3.1.4.2139363186.7819.982086466.2", "--library", library, "--json"])
            #expect(reportSeries.text.contains(#""modality": "SR""#) && reportSeries.text.contains(#""documents": 1}"#)
                && !reportSeries.text.contains("images"), "\(reportSeries.text)")
            let unknown = try await Tool.run(["library", "series", "1.2.3", "--library", library])
            #expect(unknown.status == 5 && unknown.errors.contains("no study 1.2.3 in the library"), "\(unknown.errors)")

            // library: is a source like a folder: the same volume, the same picture.
            let sample = ["--series", export.head.seriesInstanceUID, "--sample", "128,128,50", "--sample", "10,200,3", "--json"]
            let fromLibrary = try await Tool.run(["dicom", "volume", "library:\(library)"] + sample)
            let fromFolder = try await Tool.run(["dicom", "volume", export.folder.path] + sample)
            #expect(fromLibrary.status == 0 && fromLibrary.output == fromFolder.output, "\(fromLibrary.errors)")
            let pictures = scratch.appending(path: "pictures")
            try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
            for (name, source) in [("library.png", "library:\(library)"), ("folder.png", export.folder.path)] {
                let rendered = try await Tool.run([
                    "render", "--dicom", source, "--series", export.head.seriesInstanceUID, "--slice", "40",
                    "-o", pictures.appending(path: name).path,
                ])
                #expect(rendered.status == 0, "\(rendered.errors)")
            }
            #expect(try Data(contentsOf: pictures.appending(path: "library.png")) == Data(contentsOf: pictures.appending(path: "folder.png")))
            for (name, source) in [("library-3d.png", "library:\(library)"), ("folder-3d.png", export.folder.path)] {
                let rendered = try await Tool.run([
                    "render", "--dicom", source, "--series", export.head.seriesInstanceUID, "--3d", "--projection", "mip", "--elevation", "30",
                    "--size", "64,48", "-o", pictures.appending(path: name).path,
                ])
                #expect(rendered.status == 0, "\(rendered.errors)")
            }
            #expect(try Data(contentsOf: pictures.appending(path: "library-3d.png")) == Data(contentsOf: pictures.appending(path: "folder-3d.png")))
            // The library lists what the folder does: the same series, images and damaged files.
            let listed = try await Tool.run(["dicom", "ls", "library:\(library)", "--json"])
            #expect(listed.status == 0 && listed.text.contains(export.head.seriesInstanceUID), "\(listed.errors)")
            let listedFolder = try await Tool.run(["dicom", "ls", export.folder.path, "--json"])
            #expect(try Self.seriesListed(listed.output) == Self.seriesListed(listedFolder.output))
            let mixed = try await Tool.run(["dicom", "ls", "library:\(library)", export.folder.path])
            #expect(mixed.status == 2 && mixed.errors.contains("the library is read on its own"), "\(mixed.errors)")

            let removed = try await Tool.run(["library", "remove", Self.headStudy, "--library", library])
            #expect(removed.text == "Removed study \(Self.headStudy) (109 instances); its files stay where they are.\n")
            let gone = try await Tool.run(["library", "remove", Self.headStudy, "--library", library])
            #expect(gone.status == 5)
        }
    }

    @Test func checkNamesTheFilesGoneOrChangedSinceTheirImport() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let files = scratch.appending(path: "files")
            try FileManager.default.copyItem(at: head.folder, to: files)
            let library = scratch.appending(path: "library").path
            #expect(try await Tool.run(["library", "import", files.path, "--library", library]).status == 0)
            let whole = try await Tool.run(["library", "check", "--library", library])
            #expect(whole.status == 0 && whole.text == "The database is whole; all 108 files of 1 study are as imported.\n", "\(whole.text)")
            let gone = files.appending(path: head.fileName(ofSlice: 4))
            try FileManager.default.removeItem(at: gone)
            let checked = try await Tool.run(["library", "check", "--library", library])
            #expect(checked.status == 1 && checked.text == "\(gone.path): gone since it was imported\n", "\(checked.text)")
            #expect(checked.errors.contains("1 of 108 files are gone or changed"))
            let nothing = try await Tool.run(["library", "import", scratch.appending(path: "library").path, "--library", library])
            #expect(nothing.status == 4, "the library's own folder holds no DICOM image: \(nothing.text)")
        }
    }

    /// `library priors`: a study's priors in the order Compare with prior takes them, as a table and JSON; none
    /// for the patient's first study; an unknown study exits with 5.
    @Test func priorsListThePatientsEarlierStudies() async throws {
        try await withScratchFolder { scratch in
            let files = scratch.appending(path: "files")
            _ = try SyntheticStudies.write(into: files, studies: 5, imagesPerSeries: 1, patients: 2)
            let library = scratch.appending(path: "library").path
            #expect(try await Tool.run(["library", "import", files.path, "--library", library]).status == 0)
            let json = try await Tool.run(["library", "priors", SyntheticStudies.studyUID(4), "--json", "--library", library])
            let object = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
            let priors = try #require(object["priors"] as? [[String: Any]])
            #expect(priors.map { $0["studyInstanceUID"] as? String } == [2, 0].map(SyntheticStudies.studyUID), "\(json.text)")
            #expect(priors.map { $0["studyDate"] as? String } == ["20010103", "20010101"])
            #expect(priors.allSatisfy { $0["series"] as? Int == 1 && $0["patientNameDiffers"] as? Bool == false && $0["sharesModality"] as? Bool == true })
            #expect((object["study"] as? [String: Any])?["patientID"] as? String == "P0000")
            let table = try await Tool.run(["library", "priors", SyntheticStudies.studyUID(3), "--library", library])
            #expect(table.status == 0 && table.text.split(separator: "\n").dropFirst().map { $0.split(separator: " ").first } == [Substring(SyntheticStudies.studyUID(1))], "\(table.text)")
            let none = try await Tool.run(["library", "priors", SyntheticStudies.studyUID(0), "--json", "--library", library])
            let noneObject = try JSONSerialization.jsonObject(with: none.output) as? [String: Any]
            #expect(none.status == 0 && (noneObject?["priors"] as? [Any])?.isEmpty == true, "\(none.text)")
            let unknown = try await Tool.run(["library", "priors", "1.2.3.4", "--library", library])
            #expect(unknown.status == 5 && unknown.errors.contains("1.2.3.4"), "\(unknown.errors)")
        }
    }

    /// Killed (SIGKILL) in its sixth batch, the import leaves a database that passes SQLite's integrity check
    /// and holds its first five batches whole; importing again completes it, adding each file once. The sixth
    /// batch ends with a named pipe no one writes to: reading it, the import waits there until killed.
    @Test func anImportKilledMidwayLeavesAWholeDatabaseThatASecondImportCompletes() async throws {
        try await withScratchFolder { scratch in
            let made = try SyntheticStudies.write(into: scratch.appending(path: "files"), studies: 20, seriesPerStudy: 3, imagesPerSeries: 25)
            let pipe = scratch.appending(path: "pipe").path
            #expect(mkfifo(pipe, 0o600) == 0)
            let library = scratch.appending(path: "library").path
            let importing = try Subprocess(
                try Tool.executable, ["library", "import", made.folder.path, pipe, "--library", library], environment: Tool.cleanEnvironment)
            defer { importing.terminateIfRunning() }
            let progressed = await importing.errorLine { $0.hasPrefix("import: 1280/1501 ") }
            #expect(progressed != nil, "five batches of 256 in")
            _ = await importing.stop(signal: SIGKILL)

            let checked = try await Tool.run(["library", "check", "--library", library])
            #expect(checked.status == 0, "integrity check and counts: \(checked.text) \(checked.errors)")
            let listed = try await Tool.run(["library", "studies", "--json", "--library", library])
            let kept = try JSONDecoder().decode(Studies.self, from: listed.output).studies.reduce(0) { $0 + ($1.instances ?? 0) }
            #expect(kept == 1280, "five whole batches of 256")

            let completed = try await Tool.run(["library", "import", made.folder.path, "--library", library])
            #expect(completed.text.hasPrefix(
                "\(library): \(made.instanceCount - kept) new, 0 updated, \(kept) unchanged, 0 skipped in 20 studies\n"), "\(completed.text)")
            let all = try await Tool.run(["library", "studies", "--json", "--library", library])
            let studies = try JSONDecoder().decode(Studies.self, from: all.output).studies
            #expect(studies.count == 20 && studies.allSatisfy { $0.instances == 75 && $0.series == 3 && $0.modalities == ["CT", "MR"] })
            #expect(try await Tool.run(["library", "check", "--library", library]).status == 0)
        }
    }
}
