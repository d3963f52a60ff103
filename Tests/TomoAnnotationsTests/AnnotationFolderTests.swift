import Foundation
import Testing
import TomoAnnotations
import TomoVolume

/// The folder the viewer keeps each series' annotations in: a document saved reads back; none is none; a
/// damaged one is set aside beside itself, never lost, and the next save starts anew.
@Suite("Annotation folder")
struct AnnotationFolderTests {
    private static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "tomo-annotations-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("A saved document reads back; a series without one has none")
    func savedReadsBack() async throws {
        let url = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: url) }
        let folder = AnnotationFolder(url: url.appending(path: "annotations"))
        #expect(await folder.document(ofSeries: "1.2.3") == .none)
        let document = AnnotationDocument(seriesInstanceUID: "1.2.3", annotations: [
            AnnotationRecord(kind: .length, plane: .axial, slice: 4, points: [RegionPoint(x: 1, y: 2), RegionPoint(x: 3.5, y: 4)]),
        ])
        try await folder.save(document)
        #expect(folder.fileURL(ofSeries: "1.2.3").lastPathComponent == "1.2.3.json")
        #expect(await folder.document(ofSeries: "1.2.3") == .document(document))
        // An API's series id that is no plain file name gets a name of its own.
        let odd = AnnotationDocument(seriesInstanceUID: "../head ct", annotations: [])
        try await folder.save(odd)
        #expect(folder.fileURL(ofSeries: "../head ct").lastPathComponent.hasPrefix("___head_ct-"))
        #expect(await folder.document(ofSeries: "../head ct") == .document(odd))
    }

    @Test("A damaged document is set aside beside itself with a notice; the next save starts anew", arguments: [
        "{\"seriesInstanceUID\": \"1.2.3\", \"annotations\": [", "{\"seriesInstanceUID\": \"9.9\", \"annotations\": []}",
    ])
    func damagedSetAside(text: String) async throws {
        let url = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: url) }
        let folder = AnnotationFolder(url: url)
        let file = folder.fileURL(ofSeries: "1.2.3")
        try Data(text.utf8).write(to: file)
        guard case .setAside(let notice) = await folder.document(ofSeries: "1.2.3") else {
            Issue.record("the damaged document was not set aside")
            return
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        #expect(names.count == 1 && names[0].hasPrefix("1.2.3.damaged-") && names[0].hasSuffix(".json"), "\(names)")
        #expect(notice.contains(names[0]) && notice.hasPrefix("The saved annotations of this series do not read ("), "\(notice)")
        #expect(try Data(contentsOf: url.appending(path: names[0])) == Data(text.utf8), "kept as it was")
        #expect(await folder.document(ofSeries: "1.2.3") == .none)
        try await folder.save(AnnotationDocument(seriesInstanceUID: "1.2.3"))
        #expect(await folder.document(ofSeries: "1.2.3") == .document(AnnotationDocument(seriesInstanceUID: "1.2.3")))
    }
}
