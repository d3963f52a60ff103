import Foundation
import Testing
import TomoTestSupport

/// `tomo hp explain`, the built executable: which protocol hangs a study of several series and its prior, from
/// folders, the library and a real Orthanc; the user's protocols first; a file that does not read named.
@Suite("tomo hp explain", .timeLimit(.minutes(5)))
struct HangingExplainCommandTests {
    private struct Output: Decodable, Equatable {
        struct Pane: Decodable, Equatable {
            let study: String
            let layout: String
            let seriesInstanceUID: String?
            let considered: Int
            let ruledOut: Int
        }
        struct Candidate: Decodable, Equatable {
            let `protocol`: String
            let applicable: Bool
            let refusal: String?
        }
        let `protocol`: String?
        let score: Double?
        let sync: [String]?
        let panes: [Pane]?
        let candidates: [Candidate]
    }

    private static let headStudy = HeadCTSeries.studyInstanceUID

    private static func explain(_ arguments: [String], environment: [String: String]) async throws -> Output {
        let result = try await Tool.run(["hp", "explain"] + arguments + ["--json"], environment: environment)
        #expect(result.status == 0, "\(result.errors)")
        return try JSONDecoder().decode(Output.self, from: result.output)
    }

    /// The head CT's study with a second series of 10 of its slices: the head hangs in three planes (the short
    /// series has too few slices for planes), from its folder and from the library alike; with the prior
    /// given, the follow-up hangs the head beside the prior's series, linked.
    @Test func aStudyOfSeveralSeriesHangsItsVolumeInPlanesAndWithItsPriorAsAFollowUp() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let study = scratch.appending(path: "study")
            try await head.twoSeriesStudy(in: study)
            let priorFolder = scratch.appending(path: "prior")
            _ = try await FollowUpPair.exampleWithPriorFiles(in: priorFolder)
            let environment = ["XDG_CONFIG_HOME": scratch.appending(path: "config").path]

            let alone = try await Self.explain([study.path], environment: environment)
            #expect(alone.protocol == "CT with MPR" && alone.sync == [])
            #expect(alone.panes == [.init(study: "current", layout: "three-planes", seriesInstanceUID: head.seriesInstanceUID, considered: 2, ruledOut: 1)])
            #expect(alone.candidates.map(\.protocol) == ["CT with MPR", "Single series", "CT follow-up"])
            #expect(alone.candidates.last?.refusal == "it shows a prior, and none is given")

            let library = scratch.appending(path: "library").path
            #expect(try await Tool.run(["library", "import", study.path, "--library", library]).status == 0)
            let fromLibrary = try await Self.explain(["library:\(Self.headStudy)"], environment: environment.merging(["TOMO_LIBRARY": library]) { $1 })
            #expect(fromLibrary == alone, "the library's headers hang the study as its files do")

            let followUp = try await Self.explain([study.path, "--prior", priorFolder.path], environment: environment)
            #expect(followUp.protocol == "CT follow-up" && followUp.sync == ["position", "window"])
            #expect(followUp.panes?.map(\.seriesInstanceUID) == [head.seriesInstanceUID, "\(FollowUpPair.priorStudy).1"])
            #expect(followUp.panes?.map(\.layout) == ["axial", "axial"])

            let text = try await Tool.run(["hp", "explain", study.path], environment: environment)
            #expect(text.status == 0)
            #expect(String(decoding: text.output, as: UTF8.self).contains(
                "Pane 1, current study, three-planes: \(head.seriesInstanceUID) “Head CT (ProMED CT 0051)” (CT, 108 images), score 6 of 2 series, 1 ruled out"))

            let both = try await Tool.run(["hp", "explain", scratch.path], environment: environment)
            #expect(both.status == 2 && both.errors.contains("holds 2 studies: name one with --study"), "\(both.errors)")
        }
    }

    /// A protocol of the user's file wins where it scores more than the built-ins; a file that does not read
    /// fails with where in it, and a study no protocol hangs exits 5.
    @Test func theUsersProtocolsComeFirstAndAFileThatDoesNotReadSaysWhere() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let study = scratch.appending(path: "study")
            try await head.twoSeriesStudy(in: study)
            let config = scratch.appending(path: "config/tomo")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            let file = config.appending(path: "hanging-protocols.json")
            try Data("""
                {"version": 1, "protocols": [{"name": "Short series", "rules": [{"attribute": "studyDescription", "matches": "head*", "weight": 10}],
                 "panes": [{"series": [{"attribute": "imageCount", "range": [1, 15], "required": true}], "layout": "sagittal-enlarged"}],
                 "sync": ["zoom"]}]}
                """.utf8).write(to: file)
            let environment = ["XDG_CONFIG_HOME": scratch.appending(path: "config").path]
            let output = try await Self.explain([study.path], environment: environment)
            #expect(output.protocol == "Short series" && output.sync == ["zoom"])
            #expect(output.panes?.first?.seriesInstanceUID == "\(Self.headStudy).1" && output.panes?.first?.layout == "sagittal-enlarged")

            try Data(#"{"version": 1, "protocols": [{"name": "X", "panes": [{"layout": "2x2"}]}]}"#.utf8).write(to: file)
            let broken = try await Tool.run(["hp", "explain", study.path], environment: environment)
            #expect(broken.status == 4 && broken.errors.contains("\(file.path): protocols[0].panes[0].layout"), "\(broken.errors)")

            // Each built-in replaced by one that hangs MR alone: nothing hangs the CT.
            let onlyMR = ["CT follow-up", "CT with MPR", "Single series"].map { name in
                #"{"name": "\#(name)", "rules": [{"attribute": "modality", "equals": "MR", "required": true}], "panes": [{}]}"#
            }
            try Data(#"{"version": 1, "protocols": [\#(onlyMR.joined(separator: ","))]}"#.utf8).write(to: file)
            let none = try await Tool.run(["hp", "explain", study.path, "--json"], environment: environment)
            #expect(none.status == 5 && none.errors.contains("no protocol can hang"), "\(none.errors)")
            let answer = try JSONDecoder().decode(Output.self, from: none.output)
            #expect(answer.protocol == nil && answer.candidates.allSatisfy { $0.refusal == "the study: ✗ modality is MR (CT), required" })
        }
    }

    /// A DICOM node of three studies: named by --study, the head's series hangs by what C-FIND says of it (its
    /// modality and instance count; no orientation, which a node's listing does not give).
    @Test func aNodesStudyHangsByWhatCFindSays() async throws {
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: 1)]) { orthanc in
            let head = try await orthanc.uploadThreeStudies(headSlices: 30)
            let node = "dicom://ORTHANC@127.0.0.1:\(try #require(orthanc.dicomPort))"
            try await withScratchFolder { scratch in
                let environment = ["XDG_CONFIG_HOME": scratch.path]
                let several = try await Tool.run(["hp", "explain", node], environment: environment)
                #expect(several.status == 2 && several.errors.contains("holds 3 studies"), "\(several.errors)")
                let output = try await Self.explain([node, "--study", Self.headStudy], environment: environment)
                #expect(output.protocol == "CT with MPR")
                #expect(output.panes?.first?.seriesInstanceUID == head.seriesInstanceUID)
            }
        }
    }
}
