/// A JPEG Huffman table (ITU T.81 C) as a 16-bit lookahead table: for every 16-bit prefix of the bit
/// stream, the length of the code it starts with and the code's value.
struct JPEGHuffmanTable: Sendable {
    /// `length << 8 | value` per 16-bit prefix; 0 where no code starts.
    private var entries: [UInt16]

    /// The table of `counts` (codes of each length 1...16) and `values` (in code order).
    init(counts: [UInt8], values: [UInt8]) throws(DICOMError) {
        entries = [UInt16](repeating: 0, count: 1 << 16)
        var code = 0
        var next = 0
        for length in 1...16 {
            for _ in 0..<Int(counts[length - 1]) {
                guard next < values.count, code < 1 << length else {
                    throw .corruptPixelData(syntax: "JPEG Lossless", reason: "a Huffman table is inconsistent")
                }
                let first = code << (16 - length)
                let entry = UInt16(length) << 8 | UInt16(values[next])
                for prefix in first..<first + (1 << (16 - length)) { entries[prefix] = entry }
                code += 1
                next += 1
            }
            code <<= 1
        }
    }

    /// The code at the start of `bits` (16 bits, first bit highest): its length and value, length 0 if none.
    @inline(__always)
    func lookup(_ bits: UInt32) -> (length: Int, value: Int) {
        let entry = entries[Int(bits & 0xFFFF)]
        return (Int(entry >> 8), Int(entry & 0xFF))
    }
}
