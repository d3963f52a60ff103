import Foundation
import Testing
import TomoTestSupport

/// What `tomo dicom ls` and `tomo dicom volume` say of an image Tomo refuses: the same words, naming the file and
/// what is unsupported, never a bare "no images".
@Suite("tomo dicom refusals", .timeLimit(.minutes(10)))
struct DICOMRefusalCommandTests {
    @Test func aRefusedImageIsNamedWithWhatIsUnsupportedByEveryCommand() async throws {
        try await withScratchFolder { folder in
            let refused = folder.appending(path: "twelve.dcm").path
            try Data(DICOMWriter.twelveBitsAllocatedImage()).write(to: URL(filePath: refused))
            for command in ["ls", "volume"] {
                let result = try await Tool.run(["dicom", command, refused])
                #expect(result.status == 4 && result.errorLines.last == "Error: no DICOM images in \(refused): \(refused): unsupported image: "
                    + "12 bits allocated per grey sample (Tomo reads 1-bit grey, 8 and 16, and 32-bit grey and RGB)", "\(command): \(result.errors)")
            }
        }
    }
}
