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

    /// The current DRI marker's restart interval (T.81 B.2.4.4: units between restart markers, 0 for none), and
    /// steps past it.
    mutating func restartInterval(syntax: String) throws(DICOMError) -> Int {
        let segment = try segment()
        guard segment.count >= 2 else { throw .corruptPixelData(syntax: syntax, reason: "a short restart interval") }
        return Int(segment[0]) << 8 | Int(segment[1])
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
