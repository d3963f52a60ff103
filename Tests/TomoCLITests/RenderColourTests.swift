import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoImaging
import TomoTestSupport

/// Colour images from the command line: `render` writes them in RGB as pydicom converts them (no window),
/// `ls` lists them, `volume` refuses them with the reason.
@Suite("tomo render of colour images")
struct RenderColourTests {
    @Test("RGB, YBR and palette images are written as pydicom shows them in RGB", arguments: [
        "US1_UNCR.dcm", "SC_ybr_full_uncompressed.dcm", "OBXXXX1A.dcm", "SC_rgb_rle.dcm", "US1_J2KR.dcm",
    ])
    func colourIsWrittenAsPydicomShowsIt(_ name: String) async throws {
        let inData = try await DICOMSamples.pydicomDataFile(name)
        let path = FileManager.default.fileExists(atPath: inData) ? inData : try await DICOMSamples.pydicomFile(name)
        guard case .shown(let values, let shape, let interpretation) = try await DICOMSamples.pydicomShown([path])[path] else {
            Issue.record("pydicom does not show \(name)")
            return
        }
        try await withScratchFolder { folder in
            let output = folder.appending(path: "colour.png")
            let result = try await Tool.run(["render", "--dicom", path, "--slice", "0", "--window", "bone", "-o", output.path])
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.text.contains("colour (RGB)") && result.errors.contains("the images are colour, shown as they are"), "\(result.text) \(result.errors)")
            let image = try Bitmap(decoding: Data(contentsOf: output)).converted(to: .rgb8)
            #expect([image.height, image.width, 3] == shape)
            // 16-bit palette entries keep their top eight bits; YBR within 1 of pydicom's rounding.
            let shift = values.max().map { $0 > 255 ? 8 : 0 } ?? 0
            let tolerance = interpretation.hasPrefix("YBR") ? 1 : 0
            let written = (0..<image.height).flatMap { row in image.pixels[row * image.bytesPerRow ..< row * image.bytesPerRow + 3 * image.width] }
            let wrong = zip(written, values).filter { abs(Int($0) - Int($1 >> Int64(shift))) > tolerance }.count
            #expect(wrong == 0, "\(wrong) of \(values.count) samples differ")
        }
    }

    @Test("render of an MR without a window draws it in the window over its middle slice's values, as the viewer opens it")
    func anImageWithoutAWindowIsFittedToItsValues() async throws {
        let path = try await DICOMSamples.pydicomDataFile("emri_small.dcm")
        let middle = try await DICOMSamples.pydicomPixels(path, frame: 5)
        let (lowest, highest) = (Double(middle.min()!), Double(middle.max()!))
        try await withScratchFolder { folder in
            let output = folder.appending(path: "mr.png")
            let result = try await Tool.run(["render", "--dicom", path, "--slice", "5", "-o", output.path])
            let fitted = WindowLevel(covering: lowest, highest)
            #expect(result.status == 0 && result.text.contains("window default \(Int(fitted.width))/\(Int(fitted.level)) (fitted to slice 5's values)"), "\(result.text) \(result.errors)")
            let image = try Bitmap(decoding: Data(contentsOf: output)).converted(to: .gray8)
            let shown = (0..<image.height).flatMap { row in image.pixels[row * image.bytesPerRow ..< row * image.bytesPerRow + image.width] }
            #expect(shown == middle.map { fitted.grayLevel(of: Double($0)) } && shown.max() == 255 && shown.min() == 0)
        }
    }

    @Test("ls lists a colour image; volume refuses it, saying why")
    func volumeRefusesColour() async throws {
        let path = try await DICOMSamples.pydicomDataFile("US1_UNCR.dcm")
        let listed = try await Tool.run(["dicom", "ls", path])
        #expect(listed.status == 0 && listed.text.contains("640×480"), "\(listed.text) \(listed.errors)")
        let volume = try await Tool.run(["dicom", "volume", path])
        #expect(volume.status == 6 && volume.errors.contains("its images are colour (RGB): they have no HU to make a volume of"), "\(volume.errors)")
    }

    @Test("--frame N writes frame N of the multi-frame image --slice falls in; a frame it lacks is not found, and --frame needs --dicom")
    func frameOfAMultiFrameImage() async throws {
        let path = try await DICOMSamples.pydicomFile("examples_ybr_color.dcm")
        let frame = try DICOMFile.read(path: path).colourFrame(7)
        try await withScratchFolder { folder in
            let output = folder.appending(path: "frame.png")
            let result = try await Tool.run(["render", "--dicom", path, "--slice", "2", "--frame", "7", "-o", output.path])
            #expect(result.status == 0 && result.text.contains("slice 7 of 30 (frame 7 of its image)"), "\(result.text) \(result.errors)")
            let image = try Bitmap(decoding: Data(contentsOf: output)).converted(to: .rgb8)
            let written = (0..<image.height).flatMap { row in image.pixels[row * image.bytesPerRow ..< row * image.bytesPerRow + 3 * image.width] }
            #expect(written == frame.samples.map { UInt8(truncatingIfNeeded: $0) })
        }
        let beyond = try await Tool.run(["render", "--dicom", path, "--slice", "0", "--frame", "30", "-o", "/dev/null"])
        #expect(beyond.status == 5 && beyond.errors.contains("slice 0 is an image of 30 frames (\(path)): no frame 30"), "\(beyond.errors)")
        let withoutDICOM = try await Tool.run(["render", "--slice", "0", "--frame", "1", "-o", "/dev/null"])
        #expect(withoutDICOM.status == 2 && withoutDICOM.errors.contains("--frame picks a frame of a DICOM image"), "\(withoutDICOM.errors)")
    }
}
