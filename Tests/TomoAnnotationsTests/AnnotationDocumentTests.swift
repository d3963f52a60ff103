import Foundation
import Testing
import TomoAnnotations
import TomoCore
import TomoVolume

/// Tomo's annotation document as JSON: every kind read and written back as it was, members Tomo does not read
/// kept, and a document that is not one refused naming the member at fault.
@Suite("Annotation document")
struct AnnotationDocumentTests {
    private static let text = """
        {"seriesInstanceUID": "1.2.840.1", "annotations": [
          {"kind": "length", "plane": "axial", "slice": 12, "points": [[10, 20.5], [40, -3.25]], "colour": "red"},
          {"kind": "angle", "plane": "coronal", "slice": 3, "points": [[1, 2], [3, 4], [5, 7]]},
          {"kind": "cobbAngle", "plane": "sagittal", "slice": 0, "points": [[0, 0], [10, 0], [0, 5], [10, 9]]},
          {"kind": "ellipse", "plane": "axial", "slice": 4, "center": [100, 120], "radii": [20, 10.5], "measurements": [{"name": "Mean", "value": 41.5, "unit": "[hnsf'U]"}]},
          {"kind": "rectangle", "plane": "axial", "slice": 4, "points": [[1, 1], [9, 8]]},
          {"kind": "polygon", "plane": "oblique", "view": "coronal", "obliquePlane": {"center": [-0.5, 12, -60.25], "orientation": [1, 0, 0, 0, 0, -1], "size": [65, 33], "spacing": 0.5}, "points": [[1, 1], [9, 1], [5, 8]]},
          {"kind": "point", "plane": "axial", "slice": 0, "points": [[3, 4]], "measurements": [{"name": "Radiodensity", "value": -1000, "unit": "[hnsf'U]"}]},
          {"kind": "arrow", "plane": "axial", "slice": 2, "points": [[0, 0], [5, 5]], "label": "lesion \\"A\\""}
        ], "createdBy": {"name": "someone", "version": 3}}
        """

    @Test("Every kind reads, and writes back to a document that reads the same")
    func roundTrip() throws {
        let document = try AnnotationDocument(json: Data(Self.text.utf8))
        #expect(document.seriesInstanceUID == "1.2.840.1")
        #expect(document.annotations.map(\.kind) == [.length, .angle, .cobbAngle, .ellipse, .rectangle, .polygon, .point, .arrow])
        let length = document.annotations[0]
        #expect(length.plane == .axial && length.slice == 12)
        #expect(length.points == [RegionPoint(x: 10, y: 20.5), RegionPoint(x: 40, y: -3.25)])
        let ellipse = document.annotations[3]
        #expect(ellipse.center == RegionPoint(x: 100, y: 120) && ellipse.radii == RegionPoint(x: 20, y: 10.5))
        #expect(ellipse.measurements == [RecordedMeasurement(name: "Mean", value: 41.5, unit: "[hnsf'U]")])
        let polygon = document.annotations[5]
        #expect(polygon.plane == .coronal && polygon.slice == nil)
        let oblique = try #require(polygon.obliquePlane)
        #expect(oblique.center == Vector3(-0.5, 12, -60.25) && oblique.columnDirection == Vector3(0, 0, -1))
        #expect(oblique.width == 65 && oblique.height == 33 && oblique.spacing == 0.5)
        #expect(document.annotations[7].label == "lesion \"A\"")

        let written = document.jsonData
        let again = try AnnotationDocument(json: written)
        #expect(again == document)
        let lines = String(decoding: written, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 14, "a line per annotation, and per measurement: \(lines)")
        #expect(lines[1] == #"  {"kind": "length", "plane": "axial", "slice": 12, "points": [[10, 20.5], [40, -3.25]], "colour": "red"},"#)
    }

    @Test("A turned plane's directions not of unit length read back the same once written (found by fuzzing)")
    func obliqueDirectionsRoundTrip() throws {
        let text = #"{"seriesInstanceUID": "1", "annotations": [{"kind": "point", "plane": "oblique", "obliquePlane": {"center": [0, 1, 2], "orientation": [1, 1, 0, 0, 0, -1], "size": [9, 9], "spacing": 0.5}, "points": [[0, 0]]}], "reviewer": null}"#
        let document = try AnnotationDocument(json: Data(text.utf8))
        let again = try AnnotationDocument(json: document.jsonData)
        #expect(again == document)
        #expect(try AnnotationDocument(json: again.jsonData) == again)
        #expect(again.otherMembers.first?.key == "reviewer" && again.otherMembers.first?.value == .null)
    }

    @Test("Positions in the patient and the frame of reference read and write back; an ellipse of old is written as its points")
    func positionsRoundTrip() throws {
        let text = #"{"seriesInstanceUID": "1", "frameOfReferenceUID": "1.2.4", "annotations": [{"kind": "length", "plane": "axial", "slice": 2, "points": [[1, 2], [3, 4]], "positions": [[1, 2, 4.5], [3, 4, 4.5]]}, {"kind": "ellipse", "plane": "axial", "slice": 0, "center": [4, 3], "radii": [2, 1]}]}"#
        let document = try AnnotationDocument(json: Data(text.utf8))
        #expect(document.frameOfReferenceUID == "1.2.4")
        #expect(document.annotations[0].positions == [Vector3(1, 2, 4.5), Vector3(3, 4, 4.5)])
        let ellipse = document.annotations[1]
        #expect(ellipse.points == [RegionPoint(x: 4, y: 3), RegionPoint(x: 6, y: 3), RegionPoint(x: 4, y: 4)])
        #expect(ellipse.center == RegionPoint(x: 4, y: 3) && ellipse.radii == RegionPoint(x: 2, y: 1))
        let written = String(decoding: document.jsonData, as: UTF8.self)
        #expect(written.contains(#""frameOfReferenceUID": "1.2.4""#) && written.contains(#""positions": [[1, 2, 4.5], [3, 4, 4.5]]"#))
        #expect(!written.contains("radii"), "\(written)")
        #expect(try AnnotationDocument(json: document.jsonData) == document)
    }

    @Test("Key image stars read and write back, ascending and each once; a document without any writes none")
    func keyImages() throws {
        let document = try AnnotationDocument(json: Data(#"{"seriesInstanceUID": "1", "annotations": [], "keyImages": [40, 12, 40]}"#.utf8))
        #expect(document.keyImages == [12, 40] && document.otherMembers.isEmpty)
        #expect(String(decoding: document.jsonData, as: UTF8.self).contains(#""keyImages": [12, 40]"#))
        #expect(try AnnotationDocument(json: document.jsonData) == document)
        #expect(!String(decoding: AnnotationDocument(seriesInstanceUID: "1").jsonData, as: UTF8.self).contains("keyImages"))
    }

    @Test("Members Tomo does not read are kept, in the document and in each annotation")
    func unknownMembersKept() throws {
        var document = try AnnotationDocument(json: Data(Self.text.utf8))
        document.annotations[0].points[0] = RegionPoint(x: 11, y: 21)
        let again = try JSONValue(parsing: document.jsonData)
        #expect(again["createdBy"] == .object([("name", .string("someone")), ("version", .number(3))]))
        #expect(again["annotations"]?.array?.first?["colour"] == .string("red"))
        #expect(again["annotations"]?.array?.first?["points"] == .array([.array([.number(11), .number(21)]), .array([.number(40), .decimal(-3.25)])]))
    }

    @Test("What is not a document is refused, naming the member at fault", arguments: [
        ("not json", "not JSON"),
        ("[1, 2]", "not a JSON object"),
        (#"{"annotations": []}"#, "seriesInstanceUID: missing, or not a string"),
        (#"{"seriesInstanceUID": "1"}"#, "annotations: missing, or not an array"),
        (#"{"seriesInstanceUID": "1", "annotations": [{"kind": "star", "plane": "axial", "slice": 0}]}"#,
         "annotations[0].kind: \"star\" is not one of length, angle, cobbAngle, ellipse, rectangle, polygon, point, arrow"),
        (#"{"seriesInstanceUID": "1", "annotations": [{"kind": "length", "plane": "axial", "slice": -1, "points": []}]}"#,
         "annotations[0].slice: missing, or not a whole number from 0"),
        (#"{"seriesInstanceUID": "1", "annotations": [{"kind": "length", "plane": "axial", "slice": 0, "points": [[1, 2]]}]}"#,
         "annotations[0].points: 1 point; a length has 2"),
        (#"{"seriesInstanceUID": "1", "annotations": [{"kind": "polygon", "plane": "axial", "slice": 0, "points": [[1, 2], [3, 4]]}]}"#,
         "annotations[0].points: 2 points; a polygon has at least 3"),
        (#"{"seriesInstanceUID": "1", "annotations": [{"kind": "point", "plane": "axial", "slice": 0, "points": [["a", 2]]}]}"#,
         "annotations[0].points[0]: missing, or not [x, y]"),
        (#"{"seriesInstanceUID": "1", "annotations": [{"kind": "point", "plane": "axial", "slice": 0, "points": [[1e300, 2]]}]}"#,
         "annotations[0].points[0]: not a point of an image"),
        (#"{"seriesInstanceUID": "1", "annotations": [{"kind": "ellipse", "plane": "axial", "slice": 0, "center": [1, 2], "radii": [-1, 2]}]}"#,
         "annotations[0].radii: negative"),
        (#"{"seriesInstanceUID": "1", "annotations": [{"kind": "length", "plane": "axial", "slice": 0, "points": [[1, 2], [3, 4]], "positions": [[1, 2, 3]]}]}"#,
         "annotations[0].positions: not an array of one position per point (2)"),
        (#"{"seriesInstanceUID": "1", "annotations": [{"kind": "point", "plane": "axial", "slice": 0, "points": [[1, 2]], "positions": [[1, 2, 1e300]]}]}"#,
         "annotations[0].positions[0]: not a position in a patient"),
        (#"{"seriesInstanceUID": "1", "frameOfReferenceUID": 7, "annotations": []}"#, "frameOfReferenceUID: not a UID"),
        (#"{"seriesInstanceUID": "1", "annotations": [], "keyImages": [3, -1]}"#, "keyImages: not an array of slice numbers (whole numbers from 0)"),
        (#"{"seriesInstanceUID": "1", "annotations": [], "keyImages": 3}"#, "keyImages: not an array of slice numbers (whole numbers from 0)"),
        (#"{"seriesInstanceUID": "1", "annotations": [], "keyImages": [2.5]}"#, "keyImages: not an array of slice numbers (whole numbers from 0)"),
        (#"{"seriesInstanceUID": "1", "annotations": [{"kind": "ellipse", "plane": "axial", "slice": 0, "points": [[1, 2]]}]}"#,
         "annotations[0].points: 1 point; an ellipse has 3"),
        (#"{"seriesInstanceUID": "1", "annotations": [{"kind": "point", "plane": "oblique", "points": [[1, 2]]}]}"#,
         "annotations[0].obliquePlane: missing: an oblique annotation carries its plane"),
        (#"{"seriesInstanceUID": "1", "annotations": [{"kind": "point", "plane": "oblique", "obliquePlane": {"center": [0, 0, 0], "orientation": [1, 0, 0, 2, 0, 0], "size": [3, 3], "spacing": 1}, "points": [[1, 2]]}]}"#,
         "annotations[0].obliquePlane: the row and column directions are parallel: they span no plane"),
    ])
    func refused(text: String, message: String) {
        #expect(throws: AnnotationDocumentError.self) { try AnnotationDocument(json: Data(text.utf8)) }
        do {
            _ = try AnnotationDocument(json: Data(text.utf8))
        } catch {
            #expect(error.description == message)
        }
    }
}
