/// A JPEG Huffman table (ITU T.81 C): a lookahead table of `fastBits` bits for the short codes, which are
/// nearly all of them (it fits the processor's first-level cache, where a table of every 16-bit prefix did
/// not), and the canonical code ranges of T.81 F.2.2.3 for the longer ones.
struct JPEGHuffmanTable: Sendable {
    /// Codes up to this many bits are found by one lookup.
    static let fastBits = 9

    /// `length << 8 | value` per `fastBits`-bit prefix; 0 where a longer code (or none) starts.
    private var fast: [UInt16]
    /// Per code length 0...16: the largest code of that length (-1: none), and where its values start in
    /// `values` counted from the length's first code.
    private var maxCode: [Int32]
    private var valueOffset: [Int32]
    private var values: [UInt8]
    /// Per `differenceBits`-bit prefix, a lossless difference whose code and extra bits both fit in it
    /// (T.81 H.1.2.2): `bits used << 16 | difference as a 16-bit word`; 0 where they do not fit.
    private var differences: [UInt32] = []

    /// Per `differenceBits`-bit prefix, the two lossless differences it starts with when both fit in it
    /// (flat or noisy-but-quiet regions, where most differences take a few bits):
    /// `bits used by both << 40 | bits used by the first << 32 | second << 16 | first`, each difference a
    /// 16-bit word; the first alone (bits used by both equal to its own) where the second does not fit;
    /// 0 where not even the first does.
    private var pairs: [UInt64] = []

    /// Prefixes `differences` and `pairs` decode whole.
    static let differenceBits = 12

    /// The tables a DHT marker segment defines (T.81 B.2.4.2), in order: each with its class (0 for DC and
    /// lossless tables, 1 for AC) and its destination.
    /// - Throws: `DICOMError.corruptPixelData` in `syntax` for a table cut short or inconsistent.
    static func tables(in segment: [UInt8], syntax: String) throws(DICOMError) -> [(tableClass: UInt8, id: Int, table: JPEGHuffmanTable)] {
        var tables: [(tableClass: UInt8, id: Int, table: JPEGHuffmanTable)] = []
        var offset = 0
        while offset + 17 <= segment.count {
            let counts = Array(segment[offset + 1..<offset + 17])
            let total = counts.reduce(0) { $0 + Int($1) }
            guard offset + 17 + total <= segment.count else { throw .corruptPixelData(syntax: syntax, reason: "a short Huffman table") }
            let table = try JPEGHuffmanTable(counts: counts, values: Array(segment[offset + 17..<offset + 17 + total]), syntax: syntax)
            tables.append((segment[offset] >> 4, Int(segment[offset] & 0x0F), table))
            offset += 17 + total
        }
        return tables
    }

    /// The table of `counts` (codes of each length 1...16) and `values` (in code order), of a codestream in `syntax`.
    init(counts: [UInt8], values: [UInt8], syntax: String = "JPEG Lossless") throws(DICOMError) {
        fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
        maxCode = [Int32](repeating: -1, count: 17)
        valueOffset = [Int32](repeating: 0, count: 17)
        self.values = values
        var code = 0
        var next = 0
        for length in 1...16 {
            let lengthCount = Int(counts[length - 1])
            guard next + lengthCount <= values.count, code + lengthCount <= 1 << length else {
                throw .corruptPixelData(syntax: syntax, reason: "a Huffman table is inconsistent")
            }
            if lengthCount > 0 {
                valueOffset[length] = Int32(next - code)
                maxCode[length] = Int32(code + lengthCount - 1)
            }
            for _ in 0..<lengthCount {
                if length <= Self.fastBits {
                    let first = code << (Self.fastBits - length)
                    let entry = UInt16(length) << 8 | UInt16(values[next])
                    for prefix in first..<first + (1 << (Self.fastBits - length)) { fast[prefix] = entry }
                }
                code += 1
                next += 1
            }
            code <<= 1
        }
        differences = (0..<(1 << Self.differenceBits)).map { prefix in
            let bits = UInt32(prefix) << UInt32(16 - Self.differenceBits)
            let (length, size) = lookup(bits)
            guard length > 0, size < 16, length + size <= Self.differenceBits else { return 0 }
            let extra = size == 0 ? 0 : Int(bits << UInt32(length) & 0xFFFF) >> (16 - size)
            let difference = size == 0 || extra >= 1 << (size - 1) ? extra : extra - (1 << size) + 1
            return UInt32(length + size) << 16 | UInt32(UInt16(truncatingIfNeeded: difference))
        }
        pairs = (0..<(1 << Self.differenceBits)).map { [differences] prefix in
            let first = differences[prefix]
            let firstUsed = Int(first >> 16)
            guard firstUsed > 0 else { return 0 }
            let rest = prefix << firstUsed & (1 << Self.differenceBits - 1)
            let second = differences[rest]
            let secondUsed = Int(second >> 16)
            let both = secondUsed > 0 && firstUsed + secondUsed <= Self.differenceBits
            let used = both ? firstUsed + secondUsed : firstUsed
            return UInt64(used) << 40 | UInt64(firstUsed) << 32 | (both ? UInt64(second & 0xFFFF) << 16 : 0) | UInt64(first & 0xFFFF)
        }
    }

    /// The one or two lossless differences at the start of `bits` (32 bits, first bit highest) that fit in
    /// `differenceBits`, with the bits they take: `used` for both, `firstUsed` for the first alone (equal when
    /// the second did not fit; 0 when neither did).
    @inline(__always)
    func shortDifferences(_ bits: UInt32) -> (used: Int, firstUsed: Int, first: Int, second: Int) {
        let entry = pairs.withUnsafeBufferPointer { $0[Int(truncatingIfNeeded: bits >> UInt32(32 - Self.differenceBits))] }
        return (
            Int(truncatingIfNeeded: entry >> 40), Int(truncatingIfNeeded: entry >> 32 & 0xFF),
            Int(Int16(truncatingIfNeeded: entry)), Int(Int16(truncatingIfNeeded: entry >> 16))
        )
    }

    /// The lossless difference at the start of `bits` (32 bits, first bit highest) and the bits it takes,
    /// when its code and extra bits fit in `differenceBits`; (0, 0) otherwise.
    @inline(__always)
    func shortDifference(_ bits: UInt32) -> (used: Int, difference: Int) {
        let entry = differences.withUnsafeBufferPointer { $0[Int(truncatingIfNeeded: bits >> UInt32(32 - Self.differenceBits))] }
        return (Int(entry >> 16), Int(Int16(truncatingIfNeeded: entry)))
    }

    /// The code at the start of `bits` (16 bits, first bit highest): its length and value, length 0 if none.
    @inline(__always)
    func lookup(_ bits: UInt32) -> (length: Int, value: Int) {
        let entry = fast.withUnsafeBufferPointer { $0[Int(truncatingIfNeeded: (bits & 0xFFFF) >> UInt32(16 - Self.fastBits))] }
        if entry != 0 { return (Int(entry >> 8), Int(entry & 0xFF)) }
        return longLookup(bits)
    }

    /// A code longer than `fastBits`, by the code ranges of each length.
    private func longLookup(_ bits: UInt32) -> (length: Int, value: Int) {
        for length in (Self.fastBits + 1)...16 {
            let code = Int32(truncatingIfNeeded: (bits & 0xFFFF) >> UInt32(16 - length))
            if code <= maxCode[length] {
                let index = Int(code + valueOffset[length])
                return values.indices.contains(index) ? (length, Int(values[index])) : (0, 0)
            }
        }
        return (0, 0)
    }
}
