import Foundation
import Testing
import TomoTestSupport

/// `tomo seg ls`, the built executable: the segmentations highdicom writes and a structure set found in a folder
/// beside their CT, each with its segments or ROIs; the CT's series is not one.
@Suite("tomo seg ls", .timeLimit(.minutes(3)))
struct SegListCommandTests {
    private struct Listed: Decodable {
        struct Segment: Decodable, Equatable {
            let number: Int
            let label: String
            let type: String?
            let colour: String
            let frames: Int
        }
        let path: String
        let type: String
        let referencedSeries: [String]
        let segments: [Segment]
        let problems: [String]
    }

    @Test func listsEverySegmentationOfAFolderWithItsSegments() async throws {
        try await withScratchFolder { folder in
            for kind in SegmentationSamples.Kind.allCases { _ = try await SegmentationSamples.write(kind, in: folder) }
            _ = try await StructureSetSamples.write(in: folder)
            let run = try await Tool.run(["seg", "ls", folder.path, "--json"])
            #expect(run.status == 0, "\(run.errors)")
            var listed = try JSONDecoder().decode([Listed].self, from: run.output).sorted { $0.path < $1.path }
            #expect(listed.map { URL(fileURLWithPath: $0.path).lastPathComponent } == [
                "rtstruct.dcm", "seg-binary.dcm", "seg-fractional-rle.dcm", "seg-fractional.dcm", "seg-labelMap.dcm",
            ])
            #expect(listed.map(\.type) == ["RTSTRUCT", "BINARY", "FRACTIONAL", "FRACTIONAL", "LABELMAP"])
            #expect(listed.allSatisfy { $0.referencedSeries == ["2.25.7002"] })
            #expect(listed.dropFirst().allSatisfy(\.problems.isEmpty) && listed[0].problems.count == 3, "\(listed[0].problems)")
            #expect(listed[0].segments.map(\.label) == ["Body", "Lesion", "Marker", "Far", "Empty", "Line"])
            #expect(listed[0].segments.map(\.frames) == [6, 1, 1, 1, 0, 0] && listed[0].segments[0].colour == "#FF0000")
            #expect(listed[0].segments[1].type == "GTV")
            listed.removeFirst()
            #expect(listed[0].segments == [
                .init(number: 1, label: "Ball", type: "Bone", colour: "#C576B5", frames: 5),
                .init(number: 2, label: "Band", type: "Muscle", colour: "#3CB44B", frames: 3),
            ])

            let table = try await Tool.run(["seg", "ls", folder.path])
            let lines = String(decoding: table.output, as: UTF8.self).split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
            #expect(lines.contains { $0.dropFirst() == ["BINARY", "2", "Band", "Muscle", "#3CB44B", "3"] })
            #expect(lines.contains { $0.dropFirst() == ["RTSTRUCT", "2", "Lesion", "GTV", "#00FF00", "1"] })
            let none = try await Tool.run(["seg", "ls", folder.appending(path: "ct").path])
            #expect(none.status == 5 && none.errors.contains("no DICOM Segmentation or RT Structure Set under"))
        }
    }
}
