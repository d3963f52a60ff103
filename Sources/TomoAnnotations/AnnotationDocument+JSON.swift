import Foundation
import TomoCore

/// Reading and writing the document as JSON.
extension AnnotationDocument {
    /// The document JSON text `data` holds.
    /// - Throws: `AnnotationDocumentError` naming the member at fault when it is not one (not JSON, a member
    ///   missing or of the wrong type, an annotation with the wrong number of points, more than `maximumBytes`).
    public init(json data: Data) throws(AnnotationDocumentError) {
        guard data.count <= Self.maximumBytes else {
            throw AnnotationDocumentError("", "\(data.count) bytes, more than an annotation document holds (\(Self.maximumBytes))")
        }
        let value: JSONValue
        do {
            value = try JSONValue(parsing: data)
        } catch {
            throw AnnotationDocumentError("", "not JSON")
        }
        guard let members = value.members else { throw AnnotationDocumentError("", "not a JSON object") }
        guard let uid = value["seriesInstanceUID"]?.string, !uid.isEmpty else {
            throw AnnotationDocumentError("seriesInstanceUID", "missing, or not a string")
        }
        var frame: String?
        if let member = value["frameOfReferenceUID"] {
            guard let uid = member.string, !uid.isEmpty else { throw AnnotationDocumentError("frameOfReferenceUID", "not a UID") }
            frame = uid
        }
        guard let list = value["annotations"]?.array else { throw AnnotationDocumentError("annotations", "missing, or not an array") }
        var annotations: [AnnotationRecord] = []
        for (index, element) in list.enumerated() {
            annotations.append(try AnnotationRecord(json: element, path: "annotations[\(index)]"))
        }
        var keyImages: [Int] = []
        if let member = value["keyImages"] {
            let slices = member.array?.map(\.int) ?? [nil]
            guard slices.allSatisfy({ ($0 ?? -1) >= 0 }) else {
                throw AnnotationDocumentError("keyImages", "not an array of slice numbers (whole numbers from 0)")
            }
            keyImages = slices.compactMap { $0 }
        }
        self.init(
            seriesInstanceUID: uid, frameOfReferenceUID: frame, annotations: annotations, keyImages: keyImages,
            otherMembers: members.filter { !["seriesInstanceUID", "frameOfReferenceUID", "annotations", "keyImages"].contains($0.key) })
    }

    /// The document as JSON: one line per annotation, its own members first, then those Tomo does not read.
    public var json: JSONValue {
        .object(
            [
                ("seriesInstanceUID", .string(seriesInstanceUID)), ("frameOfReferenceUID", frameOfReferenceUID.map(JSONValue.string)),
                ("annotations", .array(annotations.map(\.json))),
            ] + (keyImages.isEmpty ? [] : [("keyImages", .array(keyImages.map { .number($0) }))]) + otherMembers)
    }

    /// The document's JSON text, ending with a new line.
    public var jsonData: Data { Data((json.text + "\n").utf8) }
}
