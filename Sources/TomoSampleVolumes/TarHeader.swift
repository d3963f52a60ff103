/// One decoded 512-byte tar header block (v7, ustar, or GNU).
struct TarHeader {
    /// The size of a tar block: headers, and the unit data is padded to.
    static let blockSize = 512

    /// The entry's path (the ustar `prefix` joined on), before any pax or GNU long-name override.
    var name: String
    /// The entry's data size in bytes, as recorded in the header.
    var size: Int
    /// The type flag: `0` or NUL regular file, `5` directory, `x`/`g` pax headers, `L`/`K` GNU long names…
    var type: UInt8

    /// Whether data blocks follow this header. Links, devices, FIFOs and directories carry none.
    var hasData: Bool {
        switch type {
        case UInt8(ascii: "1")...UInt8(ascii: "6"): false
        default: true
        }
    }

    /// Whether this is a regular file (`0`, NUL, or contiguous `7`).
    var isRegularFile: Bool {
        type == UInt8(ascii: "0") || type == 0 || type == UInt8(ascii: "7")
    }

    /// Decodes `block` (512 bytes); `nil` for an all-zero block, which marks the end of the archive.
    static func decode(_ block: UnsafeBufferPointer<UInt8>) throws(ArchiveError) -> TarHeader? {
        precondition(block.count == blockSize)
        if block.allSatisfy({ $0 == 0 }) { return nil }
        let recorded = try number(block[148..<156], field: "checksum")
        // The checksum sums the header with its own field taken as spaces; old writers summed signed bytes.
        var unsigned = 0
        var signed = 0
        for (index, byte) in block.enumerated() {
            let value = (148..<156).contains(index) ? 0x20 : byte
            unsigned += Int(value)
            signed += Int(Int8(bitPattern: value))
        }
        guard recorded == unsigned || recorded == signed else {
            throw ArchiveError("not a tar archive (header checksum mismatch)")
        }
        var name = string(block[0..<100])
        // POSIX ustar ("ustar\0") keeps a path prefix; GNU ("ustar  ") uses those bytes for other fields.
        if block[257..<263].elementsEqual("ustar\0".utf8) {
            let prefix = string(block[345..<500])
            if !prefix.isEmpty { name = prefix + "/" + name }
        }
        return TarHeader(name: name, size: try number(block[124..<136], field: "size"), type: block[156])
    }

    /// The text of a NUL-padded field.
    private static func string(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: field.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// A numeric field: octal digits (space or NUL terminated), or GNU base-256 when the top bit is set.
    private static func number(_ field: Slice<UnsafeBufferPointer<UInt8>>, field name: String) throws(ArchiveError) -> Int {
        let invalid = ArchiveError("not a tar archive (invalid \(name) field)")
        guard let first = field.first else { return 0 }
        var value = 0
        if first & 0x80 != 0 {
            guard first == 0x80 else { throw invalid }  // 0xFF would be a negative number
            for byte in field.dropFirst() {
                guard value <= (Int.max >> 8) else { throw invalid }
                value = value << 8 | Int(byte)
            }
            return value
        }
        var digits = field.drop { $0 == UInt8(ascii: " ") }.prefix { $0 != 0 && $0 != UInt8(ascii: " ") }
        while let digit = digits.popFirst() {
            guard (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit), value <= (Int.max >> 3) else { throw invalid }
            value = value << 3 | Int(digit - UInt8(ascii: "0"))
        }
        return value
    }
}
