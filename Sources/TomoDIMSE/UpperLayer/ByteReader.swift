/// Reads big-endian numbers, fixed-width text and runs of bytes from a PDU's bytes, every read checked
/// against what is left: a length that runs past the end is `PDUError.truncated`, never a crash.
struct ByteReader {
    private let bytes: ArraySlice<UInt8>
    private(set) var position: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    /// Bytes not read yet.
    var remaining: Int { bytes.endIndex - position }

    mutating func byte() throws(PDUError) -> UInt8 {
        try take(1).first!
    }

    mutating func uint16() throws(PDUError) -> UInt16 {
        let two = try take(2)
        return UInt16(two[two.startIndex]) << 8 | UInt16(two[two.startIndex + 1])
    }

    mutating func uint32() throws(PDUError) -> UInt32 {
        try take(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The next `count` bytes.
    mutating func take(_ count: Int) throws(PDUError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else { throw .truncated }
        defer { position += count }
        return bytes[position..<position + count]
    }

    /// `count` bytes as text, trailing spaces and NULs (the padding of AE titles and UIDs) and leading spaces
    /// left out.
    mutating func text(_ count: Int) throws(PDUError) -> String {
        Self.text(try take(count))
    }

    static func text(_ bytes: ArraySlice<UInt8>) -> String {
        let trimmed = bytes.drop { $0 == 0x20 }.reversed().drop { $0 == 0x20 || $0 == 0 }.reversed()
        return String(decoding: trimmed, as: UTF8.self)
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt16) {
        append(UInt8(value >> 8))
        append(UInt8(value & 0xFF))
    }

    mutating func appendBigEndian(_ value: UInt32) {
        for shift in stride(from: 24, through: 0, by: -8) { append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }
}
