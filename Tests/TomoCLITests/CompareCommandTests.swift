import Foundation
import Testing
import TomoCore
import TomoTestSupport
import TomoVolume

/// `tomo compare`, the built executable: a prior of another frame of reference aligned by its images and paired
/// slice by slice; priors of one frame paired without alignment, from folders and from the library alike.
@Suite("tomo compare", .timeLimit(.minutes(5)))
struct CompareCommandTests {
    private struct Output: Decodable {
        struct Side: Decodable {
            let seriesInstanceUID: String
            let slices: Int
        }
        struct Pair: Decodable, Equatable {
            let current: String
            let prior: String?
        }
        let sameFrameOfReference: Bool
        let translation: [Double]
        let method: String
        let current: Side
        let prior: Side
        let pairs: [Pair]
    }

    private static func compare(_ arguments: [String], environment: [String: String] = [:]) async throws -> Output {
        let result = try await Tool.run(["compare"] + arguments + ["--json"], environment: environment)
        #expect(result.status == 0, "\(result.errors)")
        return try JSONDecoder().decode(Output.self, from: result.output)
    }

    @Test func aPriorOfAnotherFrameOfReferenceIsAlignedAndPairedSliceBySlice() async throws {
        let truth = FollowUpPair.exampleTranslation
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let priorFolder = scratch.appending(path: "prior")
            let pair = try await FollowUpPair.exampleWithPriorFiles(in: priorFolder)
            let output = try await Self.compare([head.folder.path, priorFolder.path])
            #expect(!output.sameFrameOfReference && output.method == "image content")
            let found = Vector3(output.translation[0], output.translation[1], output.translation[2])
            let spacing = pair.prior.geometry.sliceSpacing
            #expect(abs(found.z - truth.z) <= spacing / 2 && ((found.x - truth.x) * (found.x - truth.x) + (found.y - truth.y) * (found.y - truth.y)).squareRoot() <= 2, "\(found)")
            #expect(output.current.slices == 108 && output.prior.slices == 50 && output.pairs.count == 108)

            // Each current slice is paired with the prior slice nearest its centre's aligned place, by the
            // translation found; the prior starts further along and covers less, so the first ones have none.
            let current = head.volume.geometry, origin = HeadCTSeries.origin
            let expected = (0..<108).map { slice -> String? in
                let z = origin.z + Double(slice) * current.sliceSpacing + found.z
                let depth = (z - pair.prior.geometry.origin.z) / spacing
                guard depth >= -0.5, depth <= 49.5 else { return nil }
                return "\(FollowUpPair.priorStudy).1.\(Int(depth.rounded()) + 1)"
            }
            #expect(output.pairs.map(\.prior) == expected)
            #expect(output.pairs.prefix(2).allSatisfy { $0.prior == nil } && output.pairs.contains { $0.prior != nil })
            // Against the true translation, each prior slice paired lies within half a spacing of the slice's true
            // place, give or take the error allowed (half a spacing): no pair is off by more than a slice.
            for (slice, paired) in output.pairs.map(\.prior).enumerated() {
                guard let paired, let index = Int(paired.split(separator: ".").last ?? "") else { continue }
                let depth = (origin.z + Double(slice) * current.sliceSpacing + truth.z - pair.prior.geometry.origin.z) / spacing
                #expect(abs(depth - Double(index - 1)) <= 1, "slice \(slice + 1): \(paired) for depth \(depth)")
            }
        }
    }

    /// A DICOM node of several series (the head CT, CT_small and MR_small on a real Orthanc) compared with no
    /// series named: its CT series with the most images, as a folder's, retrieved and compared as the head's files.
    @Test func aNodesLargestCTSeriesIsComparedWhenNoneIsNamed() async throws {
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: 1)]) { orthanc in
            let head = try await orthanc.uploadThreeStudies(headSlices: 108)
            let node = "dicom://ORTHANC@127.0.0.1:\(try #require(orthanc.dicomPort))"
            try await withScratchFolder { scratch in
                let priorFolder = scratch.appending(path: "prior")
                _ = try await FollowUpPair.exampleWithPriorFiles(in: priorFolder)
                let environment = ["XDG_CACHE_HOME": scratch.appending(path: "cache").path]
                let fromNode = try await Self.compare([node, priorFolder.path], environment: environment)
                let fromFiles = try await Self.compare([head.folder.path, priorFolder.path])
                #expect(fromNode.current.seriesInstanceUID == head.seriesInstanceUID && fromNode.current.slices == 108)
                #expect(fromNode.translation == fromFiles.translation && fromNode.pairs == fromFiles.pairs)
            }
        }
    }

    @Test func priorsOfOneFrameOfReferenceArePairedWithoutAlignmentFromFoldersAndTheLibrary() async throws {
        try await withScratchFolder { scratch in
            let files = scratch.appending(path: "files")
            try await FollowUpStudies.write(into: files)
            let expected: [Output.Pair] = (0..<4).map { slice in
                Output.Pair(current: "\(FollowUpStudies.current).1.\(slice)", prior: slice < 3 ? "\(FollowUpStudies.older).1.\(slice)" : nil)
            }
            let fromFolders = try await Self.compare([files.appending(path: "current").path, files.appending(path: "older").path])
            #expect(fromFolders.sameFrameOfReference && fromFolders.method == "same frame of reference")
            #expect(fromFolders.translation == [0, 0, 0] && fromFolders.pairs == expected)

            let library = scratch.appending(path: "library").path
            #expect(try await Tool.run(["library", "import", files.path, "--library", library]).status == 0)
            let fromLibrary = try await Self.compare(
                ["library:\(FollowUpStudies.current)", "library:\(FollowUpStudies.older)"], environment: ["TOMO_LIBRARY": library])
            #expect(fromLibrary.pairs == expected && fromLibrary.current.seriesInstanceUID == "\(FollowUpStudies.current).1")

            let missing = try await Tool.run(["compare", files.path, files.path, "--prior-series", "1.2.3.4"])
            #expect(missing.status == 5 && missing.errors.contains("no series 1.2.3.4"), "\(missing.errors)")
        }
    }
}
