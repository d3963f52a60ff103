/// The markers and marker segments of a JPEG codestream, read in order.
struct JPEGMarkerStream {
    let bytes: [UInt8]
    private(set) var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next marker's code (`0xD8` for SOI), nil at the end of the bytes.
    mutating func nextMarker() throws(DICOMError) -> UInt8? {
        while position < bytes.count, bytes[position] != 0xFF { position += 1 }
        while position < bytes.count, bytes[position] == 0xFF { position += 1 }
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    /// The current marker's segment, without its length (a copy, indexed from 0), and steps past it.
    mutating func segment() throws(DICOMError) -> [UInt8] {
        guard position + 2 <= bytes.count else { throw .corruptPixelData(syntax: "JPEG", reason: "a marker segment is cut short") }
        let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
        guard length >= 2, position + length <= bytes.count else {
            throw .corruptPixelData(syntax: "JPEG", reason: "a marker segment runs past the end")
        }
        defer { position += length }
        return Array(bytes[position + 2..<position + length])
    }
}
