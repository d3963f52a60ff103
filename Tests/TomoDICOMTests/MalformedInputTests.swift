import Testing
import TomoDICOM

/// Files made to break a reader: each gets a clear error, nothing crashes, nothing allocates past the file.
struct MalformedInputTests {
    /// A Part 10 file: preamble, a meta group naming Explicit VR Little Endian, then `body`.
    private func file(_ body: [UInt8]) -> [UInt8] {
        let syntax = Array("1.2.840.10008.1.2.1\0".utf8)
        let element: [UInt8] = [0x02, 0x00, 0x10, 0x00] + Array("UI".utf8) + [UInt8(syntax.count), 0] + syntax
        return [UInt8](repeating: 0, count: 128) + Array("DICM".utf8) + element + body
    }

    private func header(_ group: UInt16, _ element: UInt16, _ vr: String) -> [UInt8] {
        [UInt8(group & 0xFF), UInt8(group >> 8), UInt8(element & 0xFF), UInt8(element >> 8)] + Array(vr.utf8)
    }

    @Test func absurdLengthIsRefusedBeforeAllocating() {
        // Pixel data claiming 4 GiB in a file of a few hundred bytes.
        let bytes = file(header(0x7FE0, 0x0010, "OW") + [0, 0, 0xFE, 0xFF, 0xFF, 0xFF] + [1, 2, 3, 4])
        #expect(throws: DICOMError.lengthPastEnd(tag: .pixelData, length: 0xFFFF_FFFE, offset: 160, available: 4)) {
            try DICOMFile(bytes: bytes)
        }
    }

    @Test func truncatedHeaderIsNamed() {
        let bytes = file(header(0x0010, 0x0010, "PN") + [10])
        #expect(throws: DICOMError.truncated(tag: .patientName, offset: 160)) { try DICOMFile(bytes: bytes) }
    }

    @Test func wrongVRIsNamed() {
        let bytes = file(header(0x0008, 0x0060, "CS") + [2, 0] + Array("CT".utf8) + header(0x0010, 0x0010, "Q!") + [2, 0, 65, 66])
        let error = #expect(throws: DICOMError.self) { try DICOMFile(bytes: bytes) }
        #expect(error?.description == "element (0010,0010) Patient's Name at byte 170 has an invalid value representation \"Q!\"")
    }

    @Test func deepNestingIsRefused() {
        // Sequences of undefined length, each holding an item holding the next: 10,000 deep.
        let level = header(0x0040, 0xA730, "SQ") + [0, 0, 0xFF, 0xFF, 0xFF, 0xFF] + [0xFE, 0xFF, 0x00, 0xE0, 0xFF, 0xFF, 0xFF, 0xFF]
        let bytes = file(Array([[UInt8]](repeating: level, count: 10_000).joined()))
        #expect(throws: DICOMError.tooDeeplyNested(offset: 160 + 32 * 20 + 12)) { try DICOMFile(bytes: bytes) }
    }

    @Test func textIsNotDICOM() {
        #expect(throws: DICOMError.notDICOM) { try DICOMFile(bytes: Array("Scans of 2024-01-15, see folder 3\n".utf8)) }
        #expect(throws: DICOMError.notDICOM) { try DICOMFile(bytes: []) }
    }

    @Test func frameCountBeyondThePixelDataIsNamed() throws {
        var body: [UInt8] = []
        for (element, value) in [(0x0010, 2), (0x0011, 2), (0x0100, 16)] as [(UInt16, UInt16)] {
            body += header(0x0028, element, "US") + [2, 0, UInt8(value), 0]
        }
        body += header(0x0028, 0x0008, "IS") + [4, 0] + Array("9999".utf8)
        body += header(0x7FE0, 0x0010, "OW") + [0, 0, 8, 0, 0, 0] + [UInt8](repeating: 1, count: 8)
        let parsed = try DICOMFile(bytes: file(body))
        let error = #expect(throws: DICOMError.self) { try parsed.storedSamples(frame: 9998) }
        #expect(error?.description.contains("too few for frame 9999 of 9999") == true)
        #expect(try parsed.storedSamples(frame: 0).words == [257, 257, 257, 257])
    }
}
