import Testing
import TomoTestSupport
@testable import TomoDICOM

/// How fast a multi-frame image was recorded, from each element that can say it, in the order PS3.3 gives
/// them weight: Frame Time, the Frame Time Vector, the Recommended Display Frame Rate, the Cine Rate.
struct CineTimingTests {
    @Test func pydicomsUltrasoundLoopKeepsItsFrameTime() async throws {
        let path = try await DICOMSamples.pydicomFile("examples_ybr_color.dcm")
        let instances = try DICOMInstance.instances(of: try DICOMFile.read(path: path, stopsAtPixelData: true), at: .file(path))
        #expect(instances.count == 30)
        #expect(instances.allSatisfy { $0.frameInterval == 33.333 }, "its Frame Time, 33.333 ms: 30 frames a second")
    }

    @Test(arguments: [
        ([(DICOMTag.frameTime, "40")], 40.0),
        ([(.frameTimeVector, #"0\20\40\30"#)], 30.0),
        ([(.recommendedDisplayFrameRate, "25"), (.cineRate, "50")], 40.0),
        ([(.cineRate, "50")], 20.0),
        ([(.frameTime, "0"), (.cineRate, "10")], 100.0),
        ([(.frameTime, "40"), (.frameTimeVector, #"0\10"#)], 40.0),
    ] as [([(DICOMTag, String)], Double)])
    func eachElementGivesTheInterval(elements: [(DICOMTag, String)], milliseconds: Double) throws {
        #expect(try interval(elements) == milliseconds)
    }

    /// A Frame Time Vector gives each frame its own time to the next (the last has none: the mean then);
    /// a Frame Time says they are even, and a nonsense step leaves the mean alone.
    @Test func aFrameTimeVectorGivesEachFrameItsStep() throws {
        func steps(_ elements: [(DICOMTag, String)]) throws -> [Double?] {
            try DataSetBuilder.smallImage(frames: 4, elements).instances().map(\.timeToNextFrame)
        }
        #expect(try steps([(.frameTimeVector, #"0\20\40\30"#)]) == [20, 40, 30, nil])
        #expect(try steps([(.frameTime, "40"), (.frameTimeVector, #"0\20\40\30"#)]) == [nil, nil, nil, nil])
        #expect(try steps([(.frameTimeVector, #"0\20\-1\30"#)]) == [nil, nil, nil, nil])
    }

    @Test func noneOrNonsenseGivesNone() throws {
        #expect(try interval([]) == nil)
        #expect(try interval([(.frameTime, "-5"), (.frameTimeVector, #"0\0"#), (.cineRate, "0")]) == nil)
        #expect(try interval([(.frameTime, "40")], frames: 1) == nil, "a single frame plays no cine")
    }

    /// The frame interval of a `frames`-frame image with `elements`.
    private func interval(_ elements: [(DICOMTag, String)], frames: Int = 3) throws -> Double? {
        let instances = try DataSetBuilder.smallImage(frames: frames, elements).instances()
        #expect(instances.count == frames)
        return instances.first?.frameInterval
    }
}
