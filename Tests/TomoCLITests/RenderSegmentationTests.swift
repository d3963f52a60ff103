import Foundation
import Testing
import TomoCore
import TomoImaging
import TomoTestSupport

/// `tomo render --seg`: a segmentation laid over the rendered section as the viewer lays it, on the axial and
/// coronal planes; the pixels outside its segments the plain render's, its fill at `--opacity` (outlines only at
/// 0); one of another frame of reference refused.
@Suite("tomo render --seg", .timeLimit(.minutes(3)))
struct RenderSegmentationTests {
    /// The RGB of pixel (`column`, `row`).
    private static func pixel(_ image: Bitmap, _ column: Int, _ row: Int) -> [UInt8] {
        let bytes = image.format.bytesPerPixel, start = row * image.bytesPerRow + column * bytes
        return bytes == 1 ? Array(repeating: image.pixels[start], count: 3) : Array(image.pixels[start..<start + 3])
    }

    @Test func aSegmentationIsLaidOverTheSectionAsTheViewerLaysIt() async throws {
        try await withScratchFolder { folder in
            let (path, _) = try await SegmentationSamples.write(.binary, in: folder)
            let ct = folder.appending(path: "ct").path
            let (plain, laid, outlined) = (folder.appending(path: "plain.png"), folder.appending(path: "laid.png"), folder.appending(path: "outlined.png"))
            let common = ["render", "--dicom", ct, "--slice", "2", "--window", "400,40"]
            #expect(try await Tool.run(common + ["-o", plain.path]).status == 0)
            let run = try await Tool.run(common + ["--seg", path, "-o", laid.path])
            #expect(run.status == 0 && run.text.contains(", segmentation: 2 of 2 segments here"), "\(run.text) \(run.errors)")
            let (gray, drawn) = (try Bitmap(decoding: Data(contentsOf: plain)), try Bitmap(decoding: Data(contentsOf: laid)))
            #expect(drawn.width == 11 && drawn.height == 13)
            #expect(Self.pixel(drawn, 0, 0) == Self.pixel(gray, 0, 0), "outside the segments, the plain render")
            #expect(Set(Self.pixel(drawn, 5, 6)).count > 1, "inside, coloured: \(Self.pixel(drawn, 5, 6))")
            // Outlines only: the band's inside is the plain render's, its edge coloured.
            #expect(try await Tool.run(common + ["--seg", path, "--opacity", "0", "-o", outlined.path]).status == 0)
            let lines = try Bitmap(decoding: Data(contentsOf: outlined))
            #expect(Self.pixel(lines, 5, 6) == Self.pixel(gray, 5, 6) && Set(Self.pixel(lines, 5, 4)).count > 1)

            let first = try await Tool.run(["render", "--dicom", ct, "--slice", "0", "--window", "400,40", "--seg", path, "-o", laid.path])
            #expect(first.text.contains(", segmentation: 1 of 2 segments here"), "the band starts on slice 1: \(first.text)")
            let coronal = try await Tool.run(["render", "--dicom", ct, "--plane", "coronal", "--slice", "6", "--window", "400,40", "--seg", path, "-o", laid.path])
            #expect(coronal.status == 0 && coronal.text.contains(", segmentation: 2 of 2 segments here"), "\(coronal.text) \(coronal.errors)")
            // Drawn at square pixels, as the section is: coloured where the plain coronal render is gray.
            let plainCoronal = folder.appending(path: "plain-coronal.png")
            #expect(try await Tool.run(["render", "--dicom", ct, "--plane", "coronal", "--slice", "6", "--window", "400,40", "-o", plainCoronal.path]).status == 0)
            let (grayCoronal, laidCoronal) = (try Bitmap(decoding: Data(contentsOf: plainCoronal)), try Bitmap(decoding: Data(contentsOf: laid)))
            #expect(laidCoronal.width == grayCoronal.width && laidCoronal.height == grayCoronal.height)
            let colouredRows = (0..<laidCoronal.height).filter { row in (0..<laidCoronal.width).contains { Set(Self.pixel(laidCoronal, $0, row)).count > 1 } }
            #expect(!colouredRows.isEmpty, "the segments on the coronal section")

            let moved = folder.appending(path: "moved.dcm").path
            try await SegmentationSamples.changed(path, to: moved, by: "ds.FrameOfReferenceUID = '2.25.999'")
            let refused = try await Tool.run(common + ["--seg", moved, "-o", laid.path])
            #expect(refused.status == 4 && refused.errors.contains("lies in frame of reference 2.25.999"), "\(refused.errors)")
        }
    }
}
