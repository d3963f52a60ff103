import TomoImaging

/// The frame header (SOF) of a JPEG, found by walking the marker segments from SOI.
struct JPEGHeader: Sendable, Hashable {
    let width: Int
    /// Zero when the height is given later in a DNL segment (which libjpeg does not support).
    let height: Int
    /// Where the entropy-coded data of the first scan starts; only read with `throughScanHeader`.
    let scanDataOffset: Int?

    /// Walks the marker segments up to the frame header, or with `throughScanHeader` on to the
    /// end of the first scan header (SOS); the caller has checked the signature.
    ///
    /// Throws `.truncated` when the bytes end first and `.corrupt` when the segments make no sense.
    init(_ bytes: UnsafeBufferPointer<UInt8>, throughScanHeader: Bool = false) throws(ImagingError) {
        var frame: (width: Int, height: Int)?
        var scanDataOffset: Int?
        var offset = 2  // past SOI
        walk: while true {
            guard offset < bytes.count else { throw .truncated(format: "JPEG") }
            guard bytes[offset] == 0xFF else {
                throw .corrupt(format: "JPEG", reason: "expected a marker at byte \(offset)")
            }
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }  // fill bytes
            guard offset < bytes.count else { throw .truncated(format: "JPEG") }
            let marker = bytes[offset]
            offset += 1
            switch marker {
            case 0x01, 0xD0...0xD8:
                continue  // TEM, RSTn and SOI stand alone
            case 0xD9:
                throw .corrupt(format: "JPEG", reason: "the image ends before its first scan")
            case 0x00:
                throw .corrupt(format: "JPEG", reason: "stray 0xFF 0x00 outside entropy-coded data")
            default:
                break
            }
            guard offset + 2 <= bytes.count else { throw .truncated(format: "JPEG") }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard length >= 2 else {
                throw .corrupt(format: "JPEG", reason: "segment length \(length) at byte \(offset)")
            }
            if Self.isFrameHeader(marker) {
                guard offset + 8 <= bytes.count else { throw .truncated(format: "JPEG") }
                guard length >= 8 else {
                    throw .corrupt(format: "JPEG", reason: "frame header of \(length) bytes")
                }
                frame = (
                    width: Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]),
                    height: Int(bytes[offset + 3]) << 8 | Int(bytes[offset + 4])
                )
                if !throughScanHeader { break walk }
            } else if marker == 0xDA {
                guard frame != nil else {
                    throw .corrupt(format: "JPEG", reason: "a scan starts before the frame header")
                }
                guard offset + length <= bytes.count else { throw .truncated(format: "JPEG") }
                scanDataOffset = offset + length
                break walk
            }
            offset += length
        }
        guard let frame else { throw .corrupt(format: "JPEG", reason: "no frame header") }
        width = frame.width
        height = frame.height
        self.scanDataOffset = scanDataOffset
    }

    /// Whether an EOI marker (`FF D9`) follows `offset`. In entropy-coded data `FF` is only ever
    /// followed by `00` or a restart marker, so after the first scan header this finds the real end.
    static func hasEndOfImage(_ bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> Bool {
        guard offset >= 0, bytes.count >= 2 else { return false }
        for index in stride(from: bytes.count - 2, through: offset, by: -1) where bytes[index] == 0xFF && bytes[index + 1] == 0xD9 {
            return true
        }
        return false
    }

    /// SOF0...SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    private static func isFrameHeader(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
    }
}
