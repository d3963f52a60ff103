import Foundation
import Testing
import TomoCore
import TomoTestSupport

/// `tomo dicom sr write` on a document as a script writes it, without figures: each annotation measured on
/// the head CT, the report read back with highdicom and checked against what numpy measures on the slice's
/// own file with pydicom, and against `tomo dicom stats` for the same region.
@Suite("tomo dicom sr write: measured on the series")
struct ReportMeasuringTests {
    @Test("Lengths, angles, a region's figures and a point's value computed; a stated value kept where it agrees, a disagreement noted")
    func measuresEachAnnotation() async throws {
        let head = try await HeadCTSeries.shared()
        let spacing = head.volume.geometry.pixelSpacing
        let length = ((50 * spacing.column) * (50 * spacing.column) + (30 * spacing.row) * (30 * spacing.row)).squareRoot()
        let statedLength = (length * 10).rounded() / 10
        try await withScratchFolder { folder in
            let document = folder.appending(path: "annotations.json"), report = folder.appending(path: "report.dcm")
            try Data("""
                {"seriesInstanceUID": "\(head.seriesInstanceUID)", "annotations": [
                  {"kind": "ellipse", "plane": "axial", "slice": 5, "center": [100, 120], "radii": [10, 20]},
                  {"kind": "angle", "plane": "axial", "slice": 5, "points": [[10, 10], [50, 10], [80, 40]]},
                  {"kind": "length", "plane": "axial", "slice": 5, "points": [[10, 20], [60, 50]], "measurements": [{"name": "Length", "value": \(statedLength), "unit": "mm"}]},
                  {"kind": "rectangle", "plane": "coronal", "slice": 128, "points": [[60, 30], [140, 90.5]], "measurements": [{"name": "Mean", "value": 9999, "unit": "[hnsf'U]"}]},
                  {"kind": "point", "plane": "axial", "slice": 5, "points": [[50, 60]]}
                ]}
                """.utf8).write(to: document)
            let run = try await Tool.run(["dicom", "sr", "write", head.folder.path, "--annotations", document.path, "-o", report.path])
            #expect(run.status == 0, "\(run.errors)")
            let notes = run.errors.split(separator: "\n").filter { $0.hasPrefix("Note:") }
            #expect(notes.count == 1 && notes[0].hasPrefix("Note: annotations[3] (rectangle): Mean is 9999 [hnsf'U] in the document, "), "\(run.errors)")
            #expect(notes.first?.hasSuffix(" on the series; the report holds the series' value") == true, "\(run.errors)")

            let python = try #require(TestEnvironment.program("python3"))
            let read = try await ProcessRun.run(python, ["-c", """
                import sys, json, numpy, pydicom, highdicom as hd
                sr = hd.sr.Comprehensive3DSR.from_dataset(pydicom.dcmread(sys.argv[1]))
                groups = [{m.name.meaning: [m.value, m.unit.value] for m in group.get_measurements()}
                          for group in sr.content.get_planar_roi_measurement_groups()]
                ds = pydicom.dcmread(sys.argv[2])
                hu = ds.pixel_array.astype(float) * float(ds.RescaleSlope) + float(ds.RescaleIntercept)
                rows, columns = numpy.mgrid[0:hu.shape[0], 0:hu.shape[1]]
                inside = hu[((columns - 100) / 10) ** 2 + ((rows - 120) / 20) ** 2 <= 1]
                row, column = (float(v) for v in ds.PixelSpacing)
                arm1, arm2 = numpy.array([-40 * column, 0]), numpy.array([30 * column, 30 * row])
                angle = numpy.degrees(numpy.arccos(arm1 @ arm2 / numpy.linalg.norm(arm1) / numpy.linalg.norm(arm2)))
                print(json.dumps({"groups": groups, "ellipse": [inside.size * row * column, inside.mean(), inside.std(ddof=1), inside.min(), inside.max()],
                                  "angle": angle, "point": hu[60, 50]}))
                """, report.path, head.folder.appending(path: head.fileName(ofSlice: 5)).path])
            #expect(read.status == 0, "\(read.errors)")
            let json = try JSONValue(parsing: read.output)
            let groups = try #require(json["groups"]?.array)
            #expect(groups.count == 5)
            func value(_ group: Int, _ name: String) -> Double? { groups[group][name]?.array?.first?.double }
            func unit(_ group: Int, _ name: String) -> String? { groups[group][name]?.array?.last?.string }
            func near(_ a: Double?, _ b: Double?, _ tolerance: Double = 1e-6) -> Bool { a != nil && b != nil && abs(a! - b!) <= tolerance }

            // The ellipse's figures: numpy's over the slice's own pixels.
            let numpy = (json["ellipse"]?.array ?? []).compactMap { $0.double }
            let names = ["Area", "Mean", "Standard Deviation", "Minimum", "Maximum"]
            #expect(numpy.count == 5 && numpy[0] > 100, "a region of some size: \(numpy)")
            for (name, expected) in zip(names, numpy) {
                #expect(near(value(0, name), expected), "\(name): \(value(0, name) ?? .nan), numpy \(expected)")
            }
            #expect(unit(0, "Area") == "mm2" && unit(0, "Mean") == "[hnsf'U]")
            #expect(near(value(1, "Angle"), json["angle"]?.double, 1e-9) && unit(1, "Angle") == "deg", "\(groups[1])")
            #expect(value(2, "Length") == statedLength && statedLength != length, "the stated length, agreeing to 0.05 mm, is kept")
            #expect(near(value(4, "Attenuation Coefficient"), json["point"]?.double), "\(groups[4])")

            // The coronal rectangle's figures: what `tomo dicom stats` reads for the same region.
            let stats = try await Tool.run(["dicom", "stats", head.folder.path, "--plane", "coronal", "--slice", "128", "--rectangle", "60,30,140,90.5", "--json"])
            #expect(stats.status == 0, "\(stats.errors)")
            let figures = try JSONValue(parsing: stats.output)
            #expect((figures["pixels"]?.int ?? 0) > 100)
            #expect(near(value(3, "Mean"), figures["mean"]?.double, 1e-3) && value(3, "Mean") != 9999, "\(groups[3]) \(stats.text)")
            #expect(near(value(3, "Area"), figures["areaMM2"]?.double, 1e-3) && value(3, "Minimum") == figures["min"]?.double)
            #expect(near(value(3, "Standard Deviation"), figures["sd"]?.double, 1e-3) && value(3, "Maximum") == figures["max"]?.double)
        }
    }
}
