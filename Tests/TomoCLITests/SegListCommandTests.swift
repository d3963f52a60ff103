import Foundation
import Testing
import TomoTestSupport

/// `tomo seg ls`, the built executable: the segmentations highdicom writes found in a folder beside their CT, each
/// with its segments; the CT's series is not one.
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
            let run = try await Tool.run(["seg", "ls", folder.path, "--json"])
            #expect(run.status == 0, "\(run.errors)")
            let listed = try JSONDecoder().decode([Listed].self, from: run.output).sorted { $0.path < $1.path }
            #expect(listed.map { URL(fileURLWithPath: $0.path).lastPathComponent } == [
                "seg-binary.dcm", "seg-fractional-rle.dcm", "seg-fractional.dcm", "seg-labelMap.dcm",
            ])
            #expect(listed.map(\.type) == ["BINARY", "FRACTIONAL", "FRACTIONAL", "LABELMAP"])
            #expect(listed.allSatisfy { $0.referencedSeries == ["2.25.7002"] && $0.problems.isEmpty })
            #expect(listed[0].segments == [
                .init(number: 1, label: "Ball", type: "Bone", colour: "#C576B5", frames: 5),
                .init(number: 2, label: "Band", type: "Muscle", colour: "#3CB44B", frames: 3),
            ])

            let table = try await Tool.run(["seg", "ls", folder.path])
            #expect(String(decoding: table.output, as: UTF8.self).contains("BINARY            2  Band   Muscle    #3CB44B       3"))
            let none = try await Tool.run(["seg", "ls", folder.appending(path: "ct").path])
            #expect(none.status == 5 && none.errors.contains("no DICOM Segmentation under"))
        }
    }
}
