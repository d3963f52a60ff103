import TomoImaging

/// The size fields of a PNG's IHDR chunk, read straight from the bytes.
///
/// A PNG starts with the 8-byte signature and then, at fixed offsets, the IHDR chunk:
/// length (13) at 8, type `IHDR` at 12, width at 16 and height at 20, all big-endian.
struct PNGHeader: Sendable, Hashable {
    let width: Int
    let height: Int

    /// Bytes needed to read the width and height.
    static let minimumByteCount = 24

    /// Reads the IHDR size fields; the caller has checked the signature.
    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(ImagingError) {
        guard bytes.count >= Self.minimumByteCount else { throw .truncated(format: "PNG") }
        let isIHDR = Self.uint32(bytes, at: 8) == 13 && Array(bytes[12..<16]) == Array("IHDR".utf8)
        guard isIHDR else {
            throw .corrupt(format: "PNG", reason: "the first chunk is not a 13-byte IHDR")
        }
        width = Int(Self.uint32(bytes, at: 16))
        height = Int(Self.uint32(bytes, at: 20))
    }

    /// The whole IEND chunk: zero length, type, and its (constant) CRC.
    private static let endChunk: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// Whether a complete IEND chunk is in `bytes`, searching from the end (where it nearly always is).
    static func hasEndChunk(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = endChunk.count
        guard bytes.count >= minimumByteCount + count else { return false }
        for start in stride(from: bytes.count - count, through: minimumByteCount, by: -1)
        where bytes[start + 4] == 0x49 && bytes[start..<(start + count)].elementsEqual(endChunk) {
            return true
        }
        return false
    }

    private static func uint32(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
