import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoTestSupport
import TomoVolume

/// DICOM Segmentations as highdicom writes them, read as pydicom reads them: BINARY frames of 13 × 11 pixels (their
/// bits run across frame boundaries), overlapping segments, FRACTIONAL in RLE, LABELMAP; each frame's values, its
/// segment and its place; the segments' labels, concepts and colours.
@Suite(.timeLimit(.minutes(3)))
struct SegmentationReadingTests {
    @Test(arguments: SegmentationSamples.Kind.allCases)
    func everyFrameReadsAsPydicomReadsIt(kind: SegmentationSamples.Kind) async throws {
        try await withScratchFolder { folder in
            let (path, truth) = try await SegmentationSamples.write(kind, in: folder)
            let file = try DICOMFile.read(path: path)
            let seg = try DICOMSegmentation(file: file)
            #expect(seg.kind == [.binary: .binary, .fractional: .fractional, .labelMap: .labelMap][kind])
            #expect(seg.rows == 13 && seg.columns == 11 && seg.problems == [], "\(seg.problems)")
            #expect(seg.frames.count == truth.frames.count)
            #expect(seg.frames.map { $0.segment ?? 0 } == truth.segments)
            #expect(seg.frames.map { [$0.position?.x, $0.position?.y, $0.position?.z].compactMap { $0 } } == truth.positions)
            #expect(seg.frames.allSatisfy { $0.orientation == .axial && $0.pixelSpacing == PixelSpacing(row: 2, column: 1.5) })
            for (frame, expected) in zip(seg.frames, truth.frames) {
                let values = try seg.values(ofFrame: frame, in: file)
                #expect((0..<values.count).map { Int(values.value(at: $0)) } == expected, "frame \(frame.index + 1)")
            }
            #expect(seg.frameOfReferenceUID == "2.25.7003" && seg.referencedSeriesUIDs == ["2.25.7002"])
            #expect(seg.identity.patientID == "SEG-1" && seg.identity.seriesInstanceUID == "2.25.7010")
            let ball = try #require(seg.segment(1))
            #expect(ball.label == "Ball" && ball.type?.meaning == "Bone" && ball.category?.meaning == "Tissue")
            #expect(ball.algorithmType == "AUTOMATIC" && ball.algorithmName == "Tomo tests")
            #expect(ball.colour == SegmentColour(red: 197, green: 118, blue: 181), "highdicom's sRGB of CIELab (60, 40, −20)")
            if kind == .fractional {
                #expect(seg.maximumFractionalValue == 255 && seg.fractionalType == "PROBABILITY")
            } else {
                #expect(seg.segment(2)?.label == "Band")
            }
            if kind == .binary {
                #expect(seg.segment(2)?.colour == .palette(2), "no colour of its own: the palette's")
                #expect(seg.frames(of: 2).count == 3 && seg.frames(of: 1).count == 5, "overlapping segments keep their own frames")
            }
        }
    }

    @Test func anotherObjectIsNotASegmentation() async throws {
        let ct = try DICOMFile.read(path: try await DICOMSamples.pydicomFile("CT_small.dcm"))
        #expect(throws: DICOMError.notAnImage(kind: "CT")) { try DICOMSegmentation(file: ct) }
    }
}
