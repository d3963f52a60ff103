/// Builds tar archives byte by byte for tests, so each header format can be exercised exactly.
struct TarBuilder {
    /// The header flavour of an entry.
    enum Format {
        /// POSIX ustar: magic "ustar\0", version "00"; the name may be split into `prefix` + `name`.
        case ustar
        /// GNU: magic "ustar  \0"; the prefix bytes hold other data.
        case gnu
        /// Old v7 tar: no magic at all.
        case v7
    }

    private(set) var bytes: [UInt8] = []

    /// Appends a regular file (or any `type`) with data padded to whole 512-byte blocks.
    mutating func add(
        _ name: String, _ contents: [UInt8] = [], type: Character = "0", prefix: String = "",
        format: Format = .ustar, recordedSize: Int? = nil
    ) {
        bytes += Self.header(
            name: name, size: recordedSize ?? contents.count, type: type, prefix: prefix, format: format)
        bytes += contents
        bytes += [UInt8](repeating: 0, count: (512 - contents.count % 512) % 512)
    }

    /// Appends a file under a name longer than 100 bytes the GNU way: a `././@LongLink` entry of
    /// type `L` carrying the name, then the entry with the name truncated.
    mutating func addGNULongName(_ name: String, _ contents: [UInt8]) {
        add("././@LongLink", Array(name.utf8) + [0], type: "L", format: .gnu)
        add(String(name.prefix(100)), contents, format: .gnu)
    }

    /// Appends a pax extended header (`x`, or global `g`) with the given records.
    mutating func addPax(_ records: [(key: String, value: String)], global: Bool = false) {
        var body: [UInt8] = []
        for (key, value) in records {
            let payload = " \(key)=\(value)\n"
            // The length counts its own digits: find the fixed point.
            var length = payload.utf8.count + 1
            while String(length).count + payload.utf8.count != length { length += 1 }
            body += Array("\(length)\(payload)".utf8)
        }
        add(global ? "pax_global_header" : "PaxHeaders/entry", body, type: global ? "g" : "x")
    }

    /// Appends the end-of-archive marker (two zero blocks, by default).
    mutating func finish(zeroBlocks: Int = 2) {
        bytes += [UInt8](repeating: 0, count: 512 * zeroBlocks)
    }

    private static func header(name: String, size: Int, type: Character, prefix: String, format: Format) -> [UInt8] {
        var block = [UInt8](repeating: 0, count: 512)
        func put(_ text: some StringProtocol, at offset: Int) {
            for (index, byte) in text.utf8.enumerated() { block[offset + index] = byte }
        }
        func octal(_ value: Int, width: Int) -> String {
            let digits = String(value, radix: 8)
            return String(repeating: "0", count: max(0, width - 1 - digits.count)) + digits
        }
        put(name.prefix(100), at: 0)
        put(octal(0o644, width: 8), at: 100)
        put(octal(0, width: 8), at: 108)
        put(octal(0, width: 8), at: 116)
        put(octal(size, width: 12), at: 124)
        put(octal(1_700_000_000, width: 12), at: 136)
        block[156] = type.asciiValue!
        switch format {
        case .ustar:
            put("ustar\u{0}00", at: 257)
            put(prefix, at: 345)
        case .gnu:
            put("ustar  ", at: 257)
        case .v7:
            break
        }
        put("        ", at: 148)
        let checksum = block.reduce(0) { $0 + Int($1) }
        put(octal(checksum, width: 7), at: 148)
        block[155] = UInt8(ascii: " ")
        return block
    }
}
