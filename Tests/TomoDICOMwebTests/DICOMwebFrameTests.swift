import Foundation
import Testing
import TomoDICOM
import TomoImaging
import TomoPipeline
@testable import TomoDICOMweb

/// A DICOMweb frame kept as the server sent it: the multipart answer, its transfer syntax read from its part,
/// decoded with the layout the series' metadata gives; anything else is refused as corrupt (fetched again).
struct DICOMwebFrameTests {
    private let pixels = try! ImagePixelDescription(
        rows: 2, columns: 2, bitsAllocated: 16, bitsStored: 12, highBit: 11, isSigned: true)

    /// A WADO-RS answer holding `body` as its one part, with `syntax` in its content type, after `preamble`.
    private func answer(_ body: [UInt8], syntax: String?, padding: String = "") -> Data {
        var type = "application/octet-stream"
        if let syntax { type += "; transfer-syntax=\(syntax)" }
        var data = Data("--frame-boundary\(padding)\r\nContent-Type: \(type)\r\n\r\n".utf8)
        data.append(contentsOf: body)
        data.append(Data("\r\n--frame-boundary--\r\n".utf8))
        return data
    }

    @Test func readsTheFrameAndItsTransferSyntaxFromTheAnswer() throws {
        let words: [Int16] = [-1000, 0, 40, 2047]
        let bytes = words.flatMap { word in [UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 8)] }
        let frame = try DICOMwebFrame(answer: answer(bytes, syntax: "1.2.840.10008.1.2.1", padding: " \t"), pixels: pixels)
        #expect(frame.transferSyntax == .explicitVRLittleEndian && Array(frame.bytes) == bytes)
        #expect(try frame.samples().words == words.map { UInt16(bitPattern: $0) })
        let unnamed = try DICOMwebFrame(answer: answer(bytes, syntax: nil), pixels: pixels)
        #expect(unnamed.transferSyntax == .explicitVRLittleEndian, "a part that names none is Explicit VR Little Endian")

        let decoder = DICOMwebFrameDecoder(pixels: pixels)
        let kept = answer(bytes, syntax: "1.2.840.10008.1.2.1")
        #expect(decoder.recognizes(kept) && !decoder.recognizes(Data("\u{89}PNG".utf8)))
        let bitmap = try decoder.decode(kept, covering: nil, limits: DecodingLimits())
        #expect(bitmap.width == 2 && bitmap.height == 2 && bitmap.gray16Samples == words.map { UInt16(bitPattern: $0) })
    }

    @Test func refusesWhatIsNoMultipartAnswer() {
        for kept in [Data("TOMO-DICOMWEB-FRAME 1\n".utf8), Data("--\r\n".utf8), Data("--b\r\nno blank line".utf8), Data()] {
            #expect(throws: ImagingError.self) { try DICOMwebFrame(answer: kept, pixels: pixels) }
        }
    }
}
