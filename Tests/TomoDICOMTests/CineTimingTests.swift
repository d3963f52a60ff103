import Testing
import TomoTestSupport
@testable import TomoDICOM

/// How fast a multi-frame image was recorded, from each element that can say it, in the order PS3.3 gives
/// them weight: Frame Time, the Frame Time Vector, the Recommended Display Frame Rate, the Cine Rate.
struct CineTimingTests {
    @Test func pydicomsUltrasoundLoopKeepsItsFrameTime() async throws {
        let path = try await DICOMSamples.pydicomFile("examples_ybr_color.dcm")
        let instances = try DICOMInstance.instances(of: try DICOMFile.read(path: path, stopsAtPixelData: true), path: path)
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

    @Test func noneOrNonsenseGivesNone() throws {
        #expect(try interval([]) == nil)
        #expect(try interval([(.frameTime, "-5"), (.frameTimeVector, #"0\0"#), (.cineRate, "0")]) == nil)
        #expect(try interval([(.frameTime, "40")], frames: 1) == nil, "a single frame plays no cine")
    }

    /// The frame interval of a `frames`-frame 2 × 2 grey image with `elements` (DS or IS strings).
    private func interval(_ elements: [(DICOMTag, String)], frames: Int = 3) throws -> Double? {
        var data = DataSetBuilder()
        data.set(.seriesInstanceUID, .UI, "1.2.3")
        data.set(.samplesPerPixel, unsignedShorts: [1])
        data.set(.photometricInterpretation, .CS, "MONOCHROME2")
        data.set(.numberOfFrames, .IS, "\(frames)")
        data.set(.rows, unsignedShorts: [2])
        data.set(.columns, unsignedShorts: [2])
        data.set(.bitsAllocated, unsignedShorts: [8])
        data.set(.bitsStored, unsignedShorts: [8])
        data.set(.highBit, unsignedShorts: [7])
        data.set(.pixelRepresentation, unsignedShorts: [0])
        for (tag, value) in elements {
            data.set(tag, DICOMTag.dictionary[tag]?.vr ?? .DS, value.split(separator: "\\").map(String.init))
        }
        data.set(.pixelData, .OB, bytes: Array(repeating: 0, count: 4 * frames))
        let dataSet = try DataSet(bytes: try data.encoded(), transferSyntax: .explicitVRLittleEndian)
        let instances = try DICOMInstance.instances(of: dataSet, transferSyntax: .explicitVRLittleEndian, path: "loop")
        #expect(instances.count == frames)
        return instances.first?.frameInterval
    }
}
