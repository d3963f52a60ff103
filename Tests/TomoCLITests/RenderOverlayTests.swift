import Foundation
import Testing
import TomoImaging
import TomoTestSupport

/// `tomo render` draws an image's Overlay Planes white, as the viewer does, and leaves them out with
/// `--no-overlays`.
@Suite("tomo render of an image's overlays")
struct RenderOverlayTests {
    @Test("the overlay is drawn white where pydicom's overlay_array marks it, and left out with --no-overlays")
    func overlaysAreDrawnUnlessLeftOut() async throws {
        let path = try await DICOMSamples.pydicomDataFile("MR-SIEMENS-DICOM-WithOverlays.dcm")
        let marks = try await DICOMSamples.pydicomOverlay(path)
        try await withScratchFolder { folder in
            func render(_ options: [String]) async throws -> (text: String, pixels: [UInt8]) {
                let output = folder.appending(path: "mr.png")
                let result = try await Tool.run(["render", "--dicom", path, "--slice", "0", "-o", output.path] + options)
                #expect(result.status == 0, "\(result.errors)")
                let image = try Bitmap(decoding: Data(contentsOf: output)).converted(to: .gray8)
                return (result.text, image.pixels)
            }
            let drawn = try await render([])
            #expect(drawn.text.contains("overlay \"Siemens MedCom Object Graphics\""), "\(drawn.text)")
            let plain = try await render(["--no-overlays"])
            #expect(!plain.text.contains("overlay"), "\(plain.text)")
            #expect(marks.indices.allSatisfy { marks[$0] == 1 ? drawn.pixels[$0] == 255 : drawn.pixels[$0] == plain.pixels[$0] })
            #expect(marks.indices.contains { marks[$0] == 1 && plain.pixels[$0] != 255 })
        }
    }
}
