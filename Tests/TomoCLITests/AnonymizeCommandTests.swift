import Foundation
import Testing
import TomoCore
import TomoTestSupport

/// `tomo anonymize` on the messy export (108 slices in nine encodings, a file cut short, another series, a
/// README, an empty file) and on a segmentation over its CT, each output checked by pydicom on its own:
/// no original identifying value or UID anywhere, the UIDs the key's (HMAC-SHA-256, computed in Python),
/// pixel data as it was, references resolving, every file counted.
@Suite("tomo anonymize", .serialized)
struct AnonymizeCommandTests {
    @Test("The messy export: every file counted, no original value or UID left, pixels kept, UIDs the key's, two runs agree")
    func messyExport() async throws {
        let export = try await MessyExport.shared()
        try await withScratchFolder { folder in
            let key = try Self.writeKey(in: folder)
            let output = folder.appending(path: "out").path
            let patients = ["--patient-id", "TOMO-0001=HEAD-01", "--patient-id", "1CT1=SMALL-01"]
            let run = try await Tool.run(["anonymize", export.folder.path, output, "--key", key, "--json"] + patients)
            // The cut scout, the README and the empty file are not written: exit 1, each named.
            #expect(run.status == 1, "\(run.errors)")
            let report = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
            let refused = try #require(report["refused"] as? [[String: String]])
            #expect(report["read"] as? Int == 112)
            #expect(report["written"] as? Int == 109)
            #expect(report["residualHits"] as? Int == 0)
            #expect(Set(refused.compactMap { $0["file"] }) == [export.scout.path, export.readme.path, export.empty.path])
            #expect((report["read"] as? Int) == (report["written"] as? Int ?? 0) + refused.count)

            let check = try await Self.pydicomCheck(input: export.folder.path, output: output, key: key)
            #expect(check.files == 109)
            #expect(check.leaks.isEmpty, "\(check.leaks.prefix(5))")
            #expect(check.unmatched.isEmpty, "outputs whose SOP Instance UID is no input's under the key: \(check.unmatched.prefix(5))")
            #expect(check.pixelMismatches.isEmpty, "\(check.pixelMismatches.prefix(5))")
            #expect(check.missingDeidentification.isEmpty, "\(check.missingDeidentification.prefix(5))")
            #expect(check.patientIDs == ["HEAD-01", "SMALL-01"])
            #expect(check.directoryFiles == (try Self.files(under: output)), "the DICOMDIR's records, read by pydicom's FileSet")
            #expect(report["dicomdir"] as? String == "\(output)/DICOMDIR")
            let dicomdirErrors = try await DICOMSamples.runTool("dciodvfy", ["\(output)/DICOMDIR"], checksStatus: false)
            #expect(!dicomdirErrors.errors.contains("Error"), "\(dicomdirErrors.errors)")
            try await withOrthanc { orthanc in
                var stored: Set<String> = []
                for name in try Self.files(under: output) {
                    if let id = try await orthanc.upload("\(output)/\(name)")["ID"] as? String { stored.insert(id) }
                }
                #expect(stored.count == 109, "a real Orthanc stores every file")
            }

            let again = folder.appending(path: "again").path
            _ = try await Tool.run(["anonymize", export.folder.path, again, "--key", key, "--json"] + patients)
            let first = try Self.files(under: output), second = try Self.files(under: again)
            #expect(first.count == 109 && first == second)
            for name in first.prefix(12) {
                #expect(FileManager.default.contents(atPath: "\(output)/\(name)") == FileManager.default.contents(atPath: "\(again)/\(name)"), "\(name)")
            }
        }
    }

    @Test("A segmentation still opens on its anonymized CT: the same segment statistics, its references resolved")
    func segmentationOnAnonymizedCT() async throws {
        try await withScratchFolder { folder in
            let input = folder.appending(path: "in")
            let (segmentation, _) = try await SegmentationSamples.write(.binary, in: input)
            let ct = input.appending(path: "ct").path
            let before = try await Tool.run(["seg", "stats", segmentation, "--ct", ct, "--json"])
            try #require(before.status == 0, "\(before.errors)")

            let key = try Self.writeKey(in: folder)
            let output = folder.appending(path: "out").path
            let run = try await Tool.run(["anonymize", input.path, output, "--key", key, "--json"])
            #expect(run.status == 0, "\(run.errors)")
            let check = try await Self.pydicomCheck(input: input.path, output: output, key: key)
            #expect(check.leaks.isEmpty, "\(check.leaks.prefix(5))")
            #expect(check.unresolvedReferences.isEmpty, "\(check.unresolvedReferences.prefix(5))")

            let paths = try Self.files(under: output)
            let seg = try #require(check.segmentations.first, "no segmentation written: \(paths)")
            let after = try await Tool.run(["seg", "stats", "\(output)/\(seg)", "--ct", output, "--json"])
            #expect(after.status == 0, "\(after.errors)")
            #expect(after.output == before.output)
        }
    }

    @Test("Key images and a report still open on their anonymized CT: the same slices, the same findings, their descriptions cleaned")
    func keyImagesAndReportOnAnonymizedCT() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let input = folder.appending(path: "in"), ct = folder.appending(path: "in/ct")
            try FileManager.default.createDirectory(at: ct, withIntermediateDirectories: true)
            for slice in 0..<12 {
                try FileManager.default.copyItem(at: head.folder.appending(path: head.fileName(ofSlice: slice)), to: ct.appending(path: head.fileName(ofSlice: slice)))
            }
            let kos = input.appending(path: "kos.dcm").path, report = input.appending(path: "report.dcm").path
            let written = try await Tool.run([
                "dicom", "ko", "write", ct.path, "--slice", "3", "--slice", "8", "--description", "Cranium's nodule, best seen here", "-o", kos,
            ])
            try #require(written.status == 0, "\(written.errors)")
            let document = folder.appending(path: "annotations.json")
            try Data("""
                {"seriesInstanceUID": "\(head.seriesInstanceUID)", "annotations": [
                  {"kind": "ellipse", "plane": "axial", "slice": 3, "center": [100, 120], "radii": [10, 20]}
                ]}
                """.utf8).write(to: document)
            let measured = try await Tool.run(["dicom", "sr", "write", ct.path, "--annotations", document.path, "-o", report])
            try #require(measured.status == 0, "\(measured.errors)")
            let before = try JSONValue(parsing: try await Tool.run(["dicom", "sr", "read", report, ct.path, "--json"]).output)

            let key = try Self.writeKey(in: folder)
            let output = folder.appending(path: "out").path
            let run = try await Tool.run(["anonymize", input.path, output, "--key", key, "--json"])
            #expect(run.status == 0, "\(run.errors)")
            let check = try await Self.pydicomCheck(input: input.path, output: output, key: key)
            #expect(check.files == 14 && check.leaks.isEmpty, "\(check.files) files, \(check.leaks.prefix(5))")
            #expect(check.unresolvedReferences.isEmpty, "\(check.unresolvedReferences.prefix(5))")

            let anonymizedKOS = try #require(check.keyObjects.first, "no key object selection written")
            let keyImages = try JSONValue(parsing: try await Tool.run(["dicom", "ko", "read", "\(output)/\(anonymizedKOS)", output, "--json"]).output)
            #expect(keyImages["slices"] == .array([.number(3), .number(8)]) && keyImages["elsewhere"] == .number(0), "\(keyImages)")
            #expect(keyImages["series"] != .string(head.seriesInstanceUID), "placed on the anonymized series")
            #expect(keyImages["description"]?.string?.contains("Cranium") == false && keyImages["description"]?.string?.hasSuffix("nodule, best seen here") == true,
                    "the description's words kept, the patient's name gone: \(String(describing: keyImages["description"]))")
            let anonymizedReport = try #require(check.reports.first, "no report written")
            let after = try JSONValue(parsing: try await Tool.run(["dicom", "sr", "read", "\(output)/\(anonymizedReport)", output, "--json"]).output)
            // The same finding on the same slice with the same values; only its tracking UID is replaced, as every UID is.
            func finding(_ placed: JSONValue) -> [JSONValue?] {
                (placed["annotations"]?.array ?? []).flatMap { annotation in
                    ["kind", "plane", "slice", "center", "radii", "measurements", "trackingIdentifier"].map { annotation[$0] }
                }
            }
            #expect(after["unplaced"] == .array([]) && !finding(after).isEmpty && finding(after) == finding(before), "\(after)")
            #expect(after["annotations"]?.array?.first?["trackingUID"] != before["annotations"]?.array?.first?["trackingUID"])
        }
    }

    @Test("From a DICOMweb server and a DICOM node: the study fetched as stored, anonymized alike, and sent on to a node")
    func fromServersAndSentOn() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let input = folder.appending(path: "in")
            try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
            for slice in 0..<6 {
                try FileManager.default.copyItem(at: head.folder.appending(path: head.fileName(ofSlice: slice)), to: input.appending(path: head.fileName(ofSlice: slice)))
            }
            let kos = try await Tool.run(["dicom", "ko", "write", input.path, "--slice", "2", "-o", input.appending(path: "kos.dcm").path])
            try #require(kos.status == 0, "\(kos.errors)")
            let key = try Self.writeKey(in: folder)
            try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: 1)]) { orthanc in
                for name in try FileManager.default.contentsOfDirectory(atPath: input.path) { _ = try await orthanc.upload(input.appending(path: name).path) }
                let web = orthanc.dicomWebURL.absoluteString, node = "dicom://ORTHANC@127.0.0.1:\(try #require(orthanc.dicomPort))"
                let study = HeadCTSeries.studyInstanceUID

                let fromWeb = folder.appending(path: "web").path
                let run = try await Tool.run(["anonymize", web, fromWeb, "--study", study, "--key", key, "--json"])
                #expect(run.status == 0, "\(run.errors)")
                let report = try JSONValue(parsing: run.output)
                #expect(report["read"] == .number(7) && report["written"] == .number(7) && report["refused"] == .array([]), "\(report)")
                let check = try await Self.pydicomCheck(input: input.path, output: fromWeb, key: key)
                #expect(check.files == 7 && check.leaks.isEmpty && check.unmatched.isEmpty && check.pixelMismatches.isEmpty, "\(check)")
                #expect(check.unresolvedReferences.isEmpty && check.keyObjects.count == 1, "the key images' references resolve: \(check.unresolvedReferences)")

                // From the node, sent back to it: the same files as from DICOMweb, and the node stores each.
                let fromNode = folder.appending(path: "node").path
                let sent = try await Tool.run(["anonymize", node, fromNode, "--study", study, "--key", key, "--json", "--send", node])
                #expect(sent.status == 0, "\(sent.errors)")
                let sentReport = try JSONValue(parsing: sent.output)
                #expect(sentReport["written"] == .number(7) && sentReport["sent"] == .number(7), "\(sentReport)")
                let webFiles = try Self.files(under: fromWeb)
                let nodeFiles = try Self.files(under: fromNode)
                #expect(webFiles == nodeFiles && webFiles.count == 7, "the same layout: \(webFiles) \(nodeFiles)")
                for name in webFiles + ["DICOMDIR"] {
                    #expect(FileManager.default.contents(atPath: "\(fromWeb)/\(name)") == FileManager.default.contents(atPath: "\(fromNode)/\(name)"), "\(name)")
                }
                let studies = try await Tool.run(["dicom", "studies", web, "--json"])
                #expect(studies.status == 0 && studies.text.contains("\"patientID\": \"ANON") && studies.text.contains("\"patientID\": \"TOMO-0001\""), "\(studies.text)")

                let none = try await Tool.run(["anonymize", web, folder.appending(path: "none").path, "--study", "2.25.1", "--key", key])
                #expect(none.status == 5 && none.errors.contains("holds no instance of study 2.25.1"), "\(none.errors)")
                let unnamed = try await Tool.run(["anonymize", node, folder.appending(path: "unnamed").path, "--key", key])
                #expect(unnamed.status == 2 && unnamed.errors.contains("name the study to anonymize with --study UID"), "\(unnamed.errors)")
                #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "none").path), "nothing written")
            }
        }
    }

    @Test("From the library: a study's images and its segmentation, the same files as from their folder")
    func fromLibrary() async throws {
        try await withScratchFolder { folder in
            let input = folder.appending(path: "in")
            _ = try await SegmentationSamples.write(.binary, in: input)
            let library = folder.appending(path: "library").path
            #expect(try await Tool.run(["library", "import", input.path, "--library", library]).status == 0)
            let key = try Self.writeKey(in: folder)
            let fromFolder = folder.appending(path: "from-folder").path, fromLibrary = folder.appending(path: "from-library").path
            #expect(try await Tool.run(["anonymize", input.path, fromFolder, "--key", key]).status == 0)
            let run = try await Tool.run(["anonymize", "library:\(library)", fromLibrary, "--key", key, "--study", "2.25.7001", "--json"])
            #expect(run.status == 0, "\(run.errors)")
            let written = try Self.files(under: fromLibrary)
            let expected = try Self.files(under: fromFolder)
            #expect(written.count == 6 && written == expected)
            for name in written {
                #expect(FileManager.default.contents(atPath: "\(fromLibrary)/\(name)") == FileManager.default.contents(atPath: "\(fromFolder)/\(name)"), "\(name)")
            }
            let other = try await Tool.run(["anonymize", "library:\(library)", folder.appending(path: "none").path, "--study", "1.2.3"])
            #expect(other.status == 4 && other.errors.contains("no file"))
            let misplaced = try await Tool.run(["anonymize", input.path, folder.appending(path: "misplaced").path, "--study", "2.25.7001"])
            #expect(misplaced.status == 2 && misplaced.errors.contains("--study"))
        }
    }

    @Test("Dates shifted keep the interval between a study and its prior, and move every date")
    func shiftedDates() async throws {
        try await withScratchFolder { folder in
            let source = try await DICOMSamples.pydicomFile("CT_small.dcm")
            let input = folder.appending(path: "in")
            try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
            for (name, date, study) in [("current", "20240229", "1.2.3.4.5.1"), ("prior", "20230115", "1.2.3.4.5.2")] {
                let path = input.appending(path: name).path
                try FileManager.default.copyItem(atPath: source, toPath: path)
                _ = try await DICOMSamples.runTool("dcmodify", [
                    "-nb", "-m", "(0008,0020)=\(date)", "-m", "(0020,000d)=\(study)", "-m", "(0020,000e)=\(study).1",
                    "-m", "(0008,0018)=\(study).1.1", path,
                ])
            }
            let key = try Self.writeKey(in: folder)
            let output = folder.appending(path: "out").path
            let run = try await Tool.run(["anonymize", input.path, output, "--key", key, "--retain-dates-shifted", "--json"])
            #expect(run.status == 0, "\(run.errors)")
            let dates = try await Self.studyDates(under: output)
            #expect(dates.count == 2)
            let days = dates.map { Self.days(since: $0) }.sorted()
            #expect(days.count == 2 && days[1] - days[0] == 410, "\(dates)")
            #expect(!dates.contains("20240229") && !dates.contains("20230115"))
        }
    }

    @Test("Images with burned-in text are refused, or blanked where asked and the rest kept")
    func burnedInText() async throws {
        try await withScratchFolder { folder in
            let source = try await DICOMSamples.pydicomFile("SC_rgb_small_odd.dcm")
            let input = folder.appending(path: "in")
            try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: source, toPath: input.appending(path: "sc.dcm").path)
            let refused = try await Tool.run(["anonymize", input.path, folder.appending(path: "refused").path, "--json"])
            #expect(refused.status == 1)
            #expect(String(decoding: refused.output, as: UTF8.self).contains("secondary capture"))
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "refused").path)
            #expect(left.isEmpty, "no folder made for an image refused: \(left)")

            let output = folder.appending(path: "blanked").path
            let blanked = try await Tool.run(["anonymize", input.path, output, "--blank", "0,0,2,1", "--json"])
            #expect(blanked.status == 0, "\(blanked.errors)")
            let file = try #require(try Self.files(under: output).first)
            let comparison = try await Self.python(Self.blankCheckScript, [input.appending(path: "sc.dcm").path, "\(output)/\(file)"])
            #expect(comparison == "blanked 2, changed elsewhere 0, photometric RGB", "\(comparison)")
        }
    }

    @Test("A colour ultrasound loop in JPEG: refused as it is; blanked, every frame decoded, the top band black, the rest pydicom's RGB, not green")
    func colourUltrasoundLoop() async throws {
        try await withScratchFolder { folder in
            let source = try await DICOMSamples.pydicomFile("examples_ybr_color.dcm")
            let input = folder.appending(path: "in")
            try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: source, toPath: input.appending(path: "us.dcm").path)
            let refused = try await Tool.run(["anonymize", input.path, folder.appending(path: "refused").path, "--json"])
            #expect(refused.status == 1 && refused.text.contains("an ultrasound image carries text in its pixels"), "\(refused.text)")

            let output = folder.appending(path: "blanked").path
            let blanked = try await Tool.run(["anonymize", input.path, output, "--blank", "0,0,320,20", "--json"])
            #expect(blanked.status == 0, "\(blanked.errors)")
            let file = try #require(try Self.files(under: output).first)
            let check = try await Self.python("""
                import sys, numpy, pydicom
                source, written = pydicom.dcmread(sys.argv[1]), pydicom.dcmread(sys.argv[2])
                a, b = source.pixel_array, written.pixel_array
                print(written.file_meta.TransferSyntaxUID == "1.2.840.10008.1.2.1", written.PhotometricInterpretation, int(written.NumberOfFrames),
                      written.get("LossyImageCompression"), a.shape == b.shape, int(b[:, :20].max()), int(numpy.abs(a[:, 20:].astype(int) - b[:, 20:]).max()),
                      "113101" in [c.CodeValue for c in written.DeidentificationMethodCodeSequence])
                """, [input.appending(path: "us.dcm").path, "\(output)/\(file)"])
            #expect(check == "True RGB 30 01 True 0 0 True", "uncompressed RGB, 30 frames, lossy said, the band black, the rest pydicom's: \(check)")
            let validation = try await DICOMSamples.runTool("dciodvfy", ["\(output)/\(file)"], checksStatus: false)
            let errors = (validation.errorLines + validation.text.split(separator: "\n").map(String.init)).filter { $0.hasPrefix("Error") }
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test("Refused before anything is written: an output folder that exists, a key that cannot be read, several patients")
    func refusals() async throws {
        try await withScratchFolder { folder in
            let input = folder.appending(path: "in")
            try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
            for name in ["CT_small.dcm", "MR_small.dcm"] {
                try FileManager.default.copyItem(atPath: try await DICOMSamples.pydicomFile(name), toPath: input.appending(path: name).path)
            }
            let existing = folder.appending(path: "existing")
            try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: true)
            let exists = try await Tool.run(["anonymize", input.path, existing.path])
            #expect(exists.status == 2)
            #expect(exists.errors.contains("exists"))

            let output = folder.appending(path: "out")
            let badKey = try await Tool.run(["anonymize", input.path, output.path, "--key", folder.appending(path: "no-key").path])
            #expect(badKey.status == 2)
            #expect(badKey.errors.contains("--key"))
            let patients = try await Tool.run(["anonymize", input.path, output.path])
            #expect(patients.status == 2)
            #expect(patients.errors.contains("2 patients"))
            #expect(!FileManager.default.fileExists(atPath: output.path))

            let mapped = try await Tool.run(["anonymize", input.path, output.path, "--patient-id", "1CT1=A", "--patient-id", "4MR1=B", "--json"])
            #expect(mapped.status == 0, "\(mapped.errors)")
            #expect(try Self.files(under: output.path).count == 2)
        }
    }
}
