import Foundation
import Testing
import TomoCore
import TomoTestSupport

/// `tomo dicom sr write` on the InVesalius head CT: an annotation document of every placement (an axial
/// ellipse and pin, a coronal length, an arrow) becomes a report highdicom reads back group by group (names,
/// values, units, regions on the right slice's image or at the right patient positions) and dciodvfy passes;
/// `tomo dicom sr read` places it back as the document it was written from.
@Suite("tomo dicom sr write")
struct ReportWriteTests {
    @Test("A report highdicom reads back exactly and dciodvfy passes")
    func writesAReport() async throws {
        let head = try await HeadCTSeries.shared()
        let geometry = head.volume.geometry
        try await withScratchFolder { folder in
            let document = folder.appending(path: "annotations.json"), report = folder.appending(path: "report.dcm")
            try Data("""
                {"seriesInstanceUID": "\(head.seriesInstanceUID)", "annotations": [
                  {"kind": "ellipse", "plane": "axial", "slice": 5, "center": [100, 120], "radii": [10, 20]},
                  {"kind": "length", "plane": "coronal", "slice": 128, "points": [[10, 20], [60, 20]], "measurements": [{"name": "Length", "value": 47.9, "unit": "mm"}]},
                  {"kind": "point", "plane": "axial", "slice": 7, "points": [[50, 60]]},
                  {"kind": "arrow", "plane": "axial", "slice": 7, "points": [[1, 2], [3, 4]], "label": "cyst"}
                ]}
                """.utf8).write(to: document)
            let run = try await Tool.run(["dicom", "sr", "write", head.folder.path, "--annotations", document.path, "-o", report.path])
            #expect(run.status == 0 && !run.errors.contains("Note:"), "\(run.errors)")
            #expect(run.text == "wrote \(report.path): 4 measurement groups of series \(head.seriesInstanceUID)\n")

            let python = try #require(TestEnvironment.program("python3"))
            let read = try await ProcessRun.run(python, ["-c", """
                import sys, json, pydicom, highdicom as hd
                sr = hd.sr.Comprehensive3DSR.from_dataset(pydicom.dcmread(sys.argv[1]))
                groups = []
                for group in sr.content.get_planar_roi_measurement_groups():
                    roi = group.roi
                    image = roi.ContentSequence[0].ReferencedSOPSequence[0].ReferencedSOPInstanceUID if roi.value_type.value == "SCOORD" else None
                    groups.append([group.tracking_identifier, roi.graphic_type.value, roi.value_type.value, [float(v) for v in roi.value.flatten()],
                                   [[m.name.meaning, m.value, m.unit.value] for m in group.get_measurements()], image])
                slices = [str(pydicom.dcmread(path, stop_before_pixels=True).SOPInstanceUID) for path in sys.argv[2:]]
                print(json.dumps({"groups": groups, "slices": slices, "patient": str(sr.PatientName)}))
                """, report.path, head.folder.appending(path: head.fileName(ofSlice: 5)).path, head.folder.appending(path: head.fileName(ofSlice: 7)).path])
            #expect(read.status == 0, "\(read.errors)")
            let json = try #require(try JSONSerialization.jsonObject(with: read.output) as? [String: Any])
            let groups = try #require(json["groups"] as? [[Any]])
            let slices = try #require(json["slices"] as? [String])
            #expect(json["patient"] as? String == "Cranium^Test")
            #expect(groups.map { $0[0] as? String } == ["Ellipse 1", "Length 1", "Point 1", "Arrow 1: cyst"])
            #expect(groups.map { $0[1] as? String } == ["ELLIPSE", "POLYLINE", "POINT", "POLYLINE"])
            #expect(groups.map { $0[2] as? String } == ["SCOORD", "SCOORD3D", "SCOORD", "SCOORD"])
            #expect(groups.map { $0[5] as? String } == [slices[0], nil, slices[1], slices[1]], "the slice's own image")
            // The ellipse's axes' ends, the longer (y) first, moved by ½ to DICOM's corner origin.
            #expect(groups[0][3] as? [Double] == [100.5, 100.5, 100.5, 140.5, 90.5, 120.5, 110.5, 120.5])
            let ellipse = try #require(groups[0][4] as? [[Any]])
            // Measured on the series (their values: ReportMeasuringTests).
            #expect(ellipse.map { $0[0] as? String } == ["Area", "Mean", "Standard Deviation", "Minimum", "Maximum"])
            #expect(ellipse.map { $0[2] as? String } == ["mm2", "[hnsf'U]", "[hnsf'U]", "[hnsf'U]", "[hnsf'U]"])
            #expect((groups[1][4] as? [[Any]])?.first?[1] as? Double == 47.9, "the stated length, which agrees to 0.05 mm (47.85), is kept")
            #expect((groups[2][4] as? [[Any]])?.first?[0] as? String == "Attenuation Coefficient")
            // The coronal length in patient space: row 128, its rows the slices (head up), stretched to square pixels.
            let scale = geometry.sliceSpacing / geometry.pixelSpacing.column, last = Double(geometry.sliceCount - 1)
            let y: Double = HeadCTSeries.origin.y + 128 * geometry.pixelSpacing.row
            let z: Double = HeadCTSeries.origin.z + (last - 20 / scale) * geometry.sliceSpacing
            let expected: [Double] = [10.0, 60].flatMap { (x: Double) -> [Double] in [HeadCTSeries.origin.x + x * geometry.pixelSpacing.column, y, z] }
            let points = try #require(groups[1][3] as? [Double])
            #expect(points.count == 6 && zip(points, expected).allSatisfy { abs($0 - $1) < 1e-3 }, "\(points) not \(expected)")

            let check = try await DICOMSamples.runTool("dciodvfy", [report.path], checksStatus: false)
            let errors = (check.errorLines + check.text.split(separator: "\n").map(String.init)).filter { $0.hasPrefix("Error") }
            #expect(errors.isEmpty, "\(errors)")

            // Read back onto the series, the report is the document it was written from.
            let back = try await Tool.run(["dicom", "sr", "read", report.path, head.folder.path, "--json"])
            #expect(back.status == 0, "\(back.errors)")
            let placed = try JSONValue(parsing: back.output)
            #expect(placed["seriesInstanceUID"] == .string(head.seriesInstanceUID) && placed["unplaced"] == .array([]))
            let annotations = try #require(placed["annotations"]?.array)
            #expect(annotations.map { $0["kind"]?.string } == ["ellipse", "length", "point", "arrow"])
            #expect(annotations.map { $0["plane"]?.string } == ["axial", "coronal", "axial", "axial"])
            #expect(annotations.map { $0["slice"]?.int } == [5, 128, 7, 7])
            #expect(annotations[0]["points"] == .array([[100, 120], [110, 120], [100, 140]].map { .array($0.map(JSONValue.number)) }))
            // Each placed in the patient too: the coronal length where the report put it.
            #expect(placed["frameOfReferenceUID"]?.string?.isEmpty == false)
            let lengthPositions = try #require(annotations[1]["positions"]?.array?.compactMap { $0.array?.compactMap(\.double) })
            #expect(zip(lengthPositions.flatMap { $0 }, expected).allSatisfy { abs($0 - $1) < 1e-3 } && lengthPositions.count == 2, "\(lengthPositions)")
            let lengthPoints = try #require(annotations[1]["points"]?.array?.compactMap { $0.array?.compactMap(\.double) })
            #expect(zip(lengthPoints.flatMap { $0 }, [10.0, 20, 60, 20]).allSatisfy { abs($0 - $1) < 1e-3 }, "\(lengthPoints)")
            #expect(annotations[3]["label"] == .string("cyst") && annotations[3]["points"] == .array([.array([.number(1), .number(2)]), .array([.number(3), .number(4)])]))
            #expect(annotations[0]["measurements"]?.array?.compactMap { $0["name"]?.string } == ["Area", "Mean", "Standard deviation", "Minimum", "Maximum"])
            #expect(annotations[2]["measurements"]?.array?.first?["name"] == .string("Radiodensity"))
            #expect(annotations[0]["trackingIdentifier"] == .string("Ellipse 1"))
            let table = try await Tool.run(["dicom", "sr", "read", report.path, head.folder.path])
            #expect(table.status == 0 && table.text.split(separator: "\n").contains { $0.hasPrefix("Ellipse 1") && $0.contains("Area") && $0.hasSuffix("axial 5") }, "\(table.text)")
            // --csv: a row per measurement, each with its region's kind, slice and centre in patient space (mm).
            let csv = try await Tool.run(["dicom", "sr", "read", report.path, head.folder.path, "--csv"])
            #expect(csv.status == 0, "\(csv.errors)")
            let rows = csv.text.components(separatedBy: "\r\n").filter { !$0.isEmpty }.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
            #expect(rows.first == ["finding", "tracking uid", "kind", "measurement", "value", "unit", "series", "slice", "x", "y", "z"])
            #expect(rows.dropFirst().map { $0[0] } == ["Ellipse 1", "Ellipse 1", "Ellipse 1", "Ellipse 1", "Ellipse 1", "Length 1", "Point 1"], "an arrow measures nothing: no row")
            #expect(rows.dropFirst().allSatisfy { $0.count == 11 && $0[6] == head.seriesInstanceUID })
            let lengthRow = try #require(rows.first { $0.first == "Length 1" })
            #expect(lengthRow[2] == "polyline" && lengthRow[4] == "47.9" && lengthRow[5] == "mm")
            let centre = (0..<3).map { (expected[$0] + expected[$0 + 3]) / 2 }
            #expect(zip(lengthRow[8...].compactMap(Double.init), centre).allSatisfy { abs($0 - $1) < 1e-3 }, "\(lengthRow) not \(centre)")
            let ellipseRow = try #require(rows.first { $0.first == "Ellipse 1" })
            // The ellipse's centre: pixel (100, 120) of axial slice 5.
            let ellipseCentre = [HeadCTSeries.origin.x + 100 * geometry.pixelSpacing.column, HeadCTSeries.origin.y + 120 * geometry.pixelSpacing.row]
            #expect(ellipseRow[2] == "ellipse" && ellipseRow[7] == "5")
            #expect(zip(ellipseRow[8...9].compactMap(Double.init), ellipseCentre).allSatisfy { abs($0 - $1) < 1e-3 }, "\(ellipseRow) not \(ellipseCentre)")
            // Without the series, every group is listed, unplaced.
            let alone = try await Tool.run(["dicom", "sr", "read", report.path, "--json"])
            let listed = try JSONValue(parsing: alone.output)
            #expect(alone.status == 0 && listed["unplaced"]?.array?.count == 4)
        }
    }

    @Test("--csv: a row per measurement, as the report names them, with where each lies; fields with commas quoted")
    func writesCSV() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let document = folder.appending(path: "annotations.json"), csv = folder.appending(path: "measurements.csv")
            try Data("""
                {"seriesInstanceUID": "\(head.seriesInstanceUID)", "annotations": [
                  {"kind": "ellipse", "plane": "axial", "slice": 5, "center": [100, 120], "radii": [10, 20], "label": "left, upper", "measurements": [{"name": "Area", "value": 628.3, "unit": "mm2"}]},
                  {"kind": "arrow", "plane": "axial", "slice": 7, "points": [[1, 2], [3, 4]], "label": "cyst"},
                  {"kind": "length", "plane": "sagittal", "slice": 30, "points": [[10, 20], [60, 20]], "measurements": [{"name": "Length", "value": 47.9, "unit": "mm"}]}
                ]}
                """.utf8).write(to: document)
            let run = try await Tool.run(["dicom", "sr", "write", head.folder.path, "--annotations", document.path, "--csv", csv.path])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.text == "wrote \(csv.path): 3 measurement groups of series \(head.seriesInstanceUID)\n")
            // The ellipse's area is its pixels' (whole inside the image) times a pixel's area, not the 628.3 stated.
            let spacing = head.volume.geometry.pixelSpacing
            var pixels = 0
            for y in 0..<256 {
                for x in 0..<256 {
                    let across = (Double(x) - 100) / 10, down = (Double(y) - 120) / 20
                    if across * across + down * down <= 1 { pixels += 1 }
                }
            }
            let area = Double(pixels) * spacing.row * spacing.column
            #expect(run.errors.contains("Note: annotations[0] (ellipse): Area is 628.3 mm2 in the document, "), "\(run.errors)")
            let lines = try String(contentsOf: csv, encoding: .utf8).components(separatedBy: "\r\n")
            #expect(lines.count == 8 && lines.last == "", "\(lines)")
            #expect(lines[0] == "finding,tracking uid,measurement,value,unit,plane,slice")
            let fields = lines.dropFirst().dropLast().map { $0.components(separatedBy: ",") }
            #expect(lines[1].hasPrefix("\"Ellipse 1: left, upper\",2.25.") && lines[1].hasSuffix(",Area,\(area),mm2,axial,5"), "\(lines[1]) \(area)")
            #expect(lines[2].contains(",Mean,") && lines[2].hasSuffix(",[hnsf'U],axial,5"), "\(lines[2])")
            #expect(lines[6].hasPrefix("Length 1,2.25.") && lines[6].hasSuffix(",Length,47.9,mm,sagittal,30"), "\(lines[6])")
            #expect(fields[0][2] == fields[1][2], "one finding's rows share its tracking UID")
            let neither = try await Tool.run(["dicom", "sr", "write", head.folder.path, "--annotations", document.path])
            #expect(neither.status == 2 && neither.errors.contains("give -o REPORT.dcm, --csv MEASUREMENTS.csv or both"), "\(neither.errors)")
        }
    }

    @Test("A frame of a multi-frame image (pydicom's emri_small): referenced by its number, which highdicom reads, and read back onto its slice")
    func multiFrame() async throws {
        let file = try await DICOMSamples.pydicomDataFile("emri_small.dcm")
        let uid = "1.2.826.0.1.3680043.2.1143.3712364435022872412969836992152438492"
        try await withScratchFolder { folder in
            let document = folder.appending(path: "annotations.json"), report = folder.appending(path: "report.dcm")
            try Data("""
                {"seriesInstanceUID": "\(uid)", "annotations": [{"kind": "point", "plane": "axial", "slice": 3, "points": [[10, 12]]}]}
                """.utf8).write(to: document)
            let run = try await Tool.run(["dicom", "sr", "write", file, "--annotations", document.path, "-o", report.path])
            #expect(run.status == 0, "\(run.errors)")
            let python = try #require(TestEnvironment.program("python3"))
            let read = try await ProcessRun.run(python, ["-c", """
                import sys, pydicom, highdicom as hd
                sr = hd.sr.Comprehensive3DSR.from_dataset(pydicom.dcmread(sys.argv[1]))
                roi = sr.content.get_planar_roi_measurement_groups()[0].roi
                print(roi.ContentSequence[0].ReferencedSOPSequence[0].ReferencedFrameNumber)
                """, report.path])
            #expect(read.status == 0 && read.text == "4\n", "frame 4, counted from 1: \(read.text) \(read.errors)")
            let back = try await Tool.run(["dicom", "sr", "read", report.path, file, "--json"])
            let placed = try JSONValue(parsing: back.output)
            #expect(placed["annotations"]?.array?.map { $0["slice"] } == [.number(3)] && placed["unplaced"] == .array([]), "\(back.text)")
        }
    }

    @Test("A document that is not one, or an annotation off the series, exits 2 saying which")
    func refused() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let document = folder.appending(path: "annotations.json"), report = folder.appending(path: "report.dcm")
            try Data(#"{"seriesInstanceUID": "1", "annotations": [{"kind": "length"}]}"#.utf8).write(to: document)
            let bad = try await Tool.run(["dicom", "sr", "write", head.folder.path, "--annotations", document.path, "-o", report.path])
            #expect(bad.status == 2 && bad.errors.contains("is not an annotation document: annotations[0].plane: missing, or not a string"), "\(bad.errors)")
            try Data("""
                {"seriesInstanceUID": "\(head.seriesInstanceUID)", "annotations": [{"kind": "point", "plane": "axial", "slice": 9999, "points": [[1, 1]]}]}
                """.utf8).write(to: document)
            let off = try await Tool.run(["dicom", "sr", "write", head.folder.path, "--annotations", document.path, "-o", report.path])
            #expect(off.status == 2 && off.errors.contains("annotations[0] (point): slice 9999 is not in the series"), "\(off.errors)")
            #expect(!FileManager.default.fileExists(atPath: report.path), "no report written")
        }
    }
}
