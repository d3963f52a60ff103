import Foundation
import Testing
import TomoCore
import TomoTestSupport

/// `tomo dicom ko write` and `read` on the InVesalius head CT: key slices written as a Key Object Selection that
/// dciodvfy passes and highdicom and DCMTK read (the same images, title and description); KOS written by
/// highdicom and by DCMTK's xml2dsr placed back on the slices they select; bad input refused, saying why.
@Suite("tomo dicom ko")
struct KeyImagesCommandTests {
    @Test("Key slices written: dciodvfy passes, highdicom and dsrdump read them, read back onto the same slices")
    func writesAndReadsBack() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let kos = folder.appending(path: "kos.dcm").path
            let run = try await Tool.run([
                "dicom", "ko", "write", head.folder.path, "--slice", "9", "--slice", "5", "--slice", "9",
                "--title", "for teaching", "--description", "Lesion, best seen here", "-o", kos,
            ])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.text == "wrote \(kos): 2 key images (For Teaching) of series \(head.seriesInstanceUID)\n")

            let check = try await DICOMSamples.runTool("dciodvfy", [kos], checksStatus: false)
            let errors = (check.errorLines + check.text.split(separator: "\n").map(String.init)).filter { $0.hasPrefix("Error") }
            #expect(errors.isEmpty, "\(errors)")

            let python = try #require(TestEnvironment.program("python3"))
            let read = try await ProcessRun.run(python, ["-c", """
                import sys, json, pydicom, highdicom as hd
                kos = hd.ko.KeyObjectSelectionDocument.from_dataset(pydicom.dcmread(sys.argv[1]))
                items = kos.ContentSequence
                title = kos.ConceptNameCodeSequence[0]
                print(json.dumps({"title": [title.CodeValue, title.CodeMeaning], "patient": str(kos.PatientName), "study": kos.StudyInstanceUID,
                    "text": [i.TextValue for i in items if i.ValueType == "TEXT"],
                    "images": [i.ReferencedSOPSequence[0].ReferencedSOPInstanceUID for i in items if i.ValueType == "IMAGE"]}))
                """, kos])
            #expect(read.status == 0, "\(read.errors)")
            let json = try JSONValue(parsing: read.output)
            #expect(json["title"] == .array([.string("113004"), .string("For Teaching")]))
            #expect(json["patient"] == .string("Cranium^Test") && json["study"] == .string(HeadCTSeries.studyInstanceUID))
            #expect(json["text"] == .array([.string("Lesion, best seen here")]))
            #expect(json["images"] == .array([.string(head.sopInstanceUID(ofSlice: 5)), .string(head.sopInstanceUID(ofSlice: 9))]))

            let dump = try await DICOMSamples.runTool("dsrdump", [kos])
            #expect(dump.text.contains("<CONTAINER:(,,\"For Teaching\")=SEPARATE>") && dump.text.components(separatedBy: "<contains IMAGE:").count == 3)

            let back = try await Tool.run(["dicom", "ko", "read", kos, head.folder.path, "--json"])
            #expect(back.status == 0, "\(back.errors)")
            let placed = try JSONValue(parsing: back.output)
            #expect(placed["series"] == .string(head.seriesInstanceUID) && placed["slices"] == .array([.number(5), .number(9)]))
            #expect(placed["elsewhere"] == .number(0) && placed["description"] == .string("Lesion, best seen here"))
            #expect(placed["images"]?.array?.map { $0["slices"] } == [.array([.number(5)]), .array([.number(9)])])
        }
    }

    @Test("KOS written by highdicom and by DCMTK placed on the slices they select")
    func readsOthers() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            // highdicom: slices 3 and 12, "For Conference", with a description.
            let highdicom = folder.appending(path: "highdicom.dcm").path
            let python = try #require(TestEnvironment.program("python3"))
            let made = try await ProcessRun.run(python, ["-c", """
                import sys, pydicom, highdicom as hd
                from pydicom.sr.codedict import codes
                chosen = [pydicom.dcmread(p) for p in sys.argv[2:]]
                content = hd.ko.KeyObjectSelection(document_title=codes.DCM.ForConference, referenced_objects=chosen, description="For Tuesday")
                hd.ko.KeyObjectSelectionDocument(evidence=chosen, content=content, series_instance_uid=hd.UID(), series_number=77,
                    sop_instance_uid=hd.UID(), instance_number=1, manufacturer="highdicom").save_as(sys.argv[1])
                """, highdicom] + [3, 12].map { head.folder.appending(path: head.fileName(ofSlice: $0)).path })
            #expect(made.status == 0, "\(made.errors)")
            let fromHighdicom = try await Tool.run(["dicom", "ko", "read", highdicom, head.folder.path])
            #expect(fromHighdicom.status == 0, "\(fromHighdicom.errors)")
            #expect(fromHighdicom.text.hasPrefix("title: (113005, DCM, \"For Conference\")\ndescription: For Tuesday\n"))
            #expect(fromHighdicom.text.hasSuffix("2 key slices of series \(head.seriesInstanceUID)\n"))
            let placed = try JSONValue(parsing: try await Tool.run(["dicom", "ko", "read", highdicom, head.folder.path, "--json"]).output)
            #expect(placed["slices"] == .array([.number(3), .number(12)]))

            // DCMTK: xml2dsr's KOS of slice 7 and an image of another series, no description.
            let xml = folder.appending(path: "kos.xml"), dcmtk = folder.appending(path: "dcmtk.dcm").path
            try Data("""
                <?xml version="1.0" encoding="UTF-8"?>
                <report type="Key Object Selection Document">
                <sopclass uid="1.2.840.10008.5.1.4.1.1.88.59">KeyObjectSelectionDocumentStorage</sopclass>
                <modality>KO</modality>
                <patient><id>TOMO-0001</id><name><last>Cranium</last><first>Test</first></name></patient>
                <study uid="\(HeadCTSeries.studyInstanceUID)"/>
                <series uid="2.25.1234567"><number>5</number></series>
                <instance uid="2.25.7654321"><number>1</number></instance>
                <evidence type="Current Requested Procedure"><study uid="\(HeadCTSeries.studyInstanceUID)">
                <series uid="\(head.seriesInstanceUID)"><value><sopclass uid="1.2.840.10008.5.1.4.1.1.2"/><instance uid="\(head.sopInstanceUID(ofSlice: 7))"/></value></series>
                <series uid="2.25.555"><value><sopclass uid="1.2.840.10008.5.1.4.1.1.2"/><instance uid="2.25.556"/></value></series>
                </study></evidence>
                <document><content><date>2026-12-01</date><time>10:00:00</time>
                <container flag="SEPARATE">
                <concept><value>113000</value><scheme><designator>DCM</designator></scheme><meaning>Of Interest</meaning></concept>
                <image><relationship>CONTAINS</relationship><value><sopclass uid="1.2.840.10008.5.1.4.1.1.2"/><instance uid="\(head.sopInstanceUID(ofSlice: 7))"/></value></image>
                <image><relationship>CONTAINS</relationship><value><sopclass uid="1.2.840.10008.5.1.4.1.1.2"/><instance uid="2.25.556"/></value></image>
                </container></content></document>
                </report>
                """.utf8).write(to: xml)
            try await DICOMSamples.runTool("xml2dsr", [xml.path, dcmtk])
            let fromDCMTK = try JSONValue(parsing: try await Tool.run(["dicom", "ko", "read", dcmtk, head.folder.path, "--json"]).output)
            #expect(fromDCMTK["title"]?["meaning"] == .string("Of Interest") && fromDCMTK["description"] == .null)
            #expect(fromDCMTK["slices"] == .array([.number(7)]) && fromDCMTK["elsewhere"] == .number(1))
            #expect(fromDCMTK["images"]?.array?.map { $0["series"] } == [.string(head.seriesInstanceUID), .string("2.25.555")])
        }
    }

    @Test("Not a KOS, a slice past the end, an unknown title: refused, saying why")
    func refusals() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let image = head.folder.appending(path: head.fileName(ofSlice: 0)).path
            let notKOS = try await Tool.run(["dicom", "ko", "read", image])
            #expect(notKOS.status == 4 && notKOS.errors.contains("\(image): not a key object selection: (0008,0016) SOP Class UID is 1.2.840.10008.5.1.4.1.1.2"))
            let output = folder.appending(path: "kos.dcm")
            let count = head.volume.geometry.sliceCount
            let past = try await Tool.run(["dicom", "ko", "write", head.folder.path, "--slice", String(count), "-o", output.path])
            #expect(past.status == 2 && past.errors.contains("slice \(count) is not one of the series' \(count)"), "\(past.errors)")
            let title = try await Tool.run(["dicom", "ko", "write", head.folder.path, "--slice", "1", "--title", "Nice ones", "-o", output.path])
            #expect(title.status == 2, "\(title.status)")
            #expect(title.errors.contains("--title Nice ones is not one of \"Of Interest\""), "\(title.errors)")
            #expect(!FileManager.default.fileExists(atPath: output.path), "nothing written")
        }
    }
}
