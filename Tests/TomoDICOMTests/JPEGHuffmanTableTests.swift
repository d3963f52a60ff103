import Testing
@testable import TomoDICOM

/// The Huffman table finds every code, the short ones by its lookahead table and the long ones (past its
/// `fastBits`) by the code ranges of T.81, whatever bits follow them.
struct JPEGHuffmanTableTests {
    @Test func everyCodeOfEveryLengthIsFoundWithItsValue() throws {
        // One code of each length 1...15 and two of length 16: a complete canonical code (0, 10, 110, …).
        let counts = (1...15).map { _ in UInt8(1) } + [2]
        let values = (0..<17).map { UInt8(100 + $0) }
        let table = try JPEGHuffmanTable(counts: counts, values: values)
        var code = 0, next = 0
        for length in 1...16 {
            for _ in 0..<Int(counts[length - 1]) {
                for trailing in [0, 0xFFFF] {
                    let bits = UInt32(code << (16 - length) | (trailing & ((1 << (16 - length)) - 1)))
                    let found = table.lookup(bits)
                    #expect(found.length == length && found.value == Int(values[next]), "code of length \(length), trailing \(trailing)")
                }
                code += 1
                next += 1
            }
            code <<= 1
        }
    }

    /// Lossless differences (T.81 H.1.2.2) two at a time: both when code and extra bits of each fit in the
    /// lookup's 12 bits, the first alone when only it does, none when not even the first does.
    @Test func shortDifferencesComeInPairsWhenBothFit() throws {
        // Sizes 0...4 coded 00, 010, 011, 100, 101; size 11 coded 110.
        var counts = [UInt8](repeating: 0, count: 16)
        counts[1] = 1
        counts[2] = 5
        let table = try JPEGHuffmanTable(counts: counts, values: [0, 1, 2, 3, 4, 11])
        func bits(_ text: String) -> UInt32 {
            UInt32(text.filter { $0 != " " }.padding(toLength: 32, withPad: "0", startingAt: 0), radix: 2)!
        }
        // Size 3 with 010 (below 4, so negative: 2 - 8 + 1 = -5), then size 2 with 11 (3): 11 bits.
        let pair = table.shortDifferences(bits("100 010 011 11 1"))
        #expect(pair.used == 11 && pair.firstUsed == 6 && pair.first == -5 && pair.second == 3)
        // The same, then size 4 with 1100: 13 bits, the first alone.
        let single = table.shortDifferences(bits("100 010 101 1100"))
        #expect(single.used == 6 && single.firstUsed == 6 && single.first == -5)
        let zeros = table.shortDifferences(bits("00 00 1111 1111"))
        #expect(zeros.used == 4 && zeros.firstUsed == 2 && zeros.first == 0 && zeros.second == 0)
        let long = table.shortDifferences(bits("110 10000000000"))
        #expect(long.used == 0 && long.firstUsed == 0)
    }

    @Test func bitsThatStartNoCodeAreNoneAndInconsistentTablesAreRefused() throws {
        let table = try JPEGHuffmanTable(counts: [0, 1] + Array(repeating: 0, count: 14), values: [7])
        #expect(table.lookup(0x0000).length == 2 && table.lookup(0x0000).value == 7)
        #expect(table.lookup(0xFFFF).length == 0 && table.lookup(0x4000).length == 0)
        #expect(throws: DICOMError.self) { try JPEGHuffmanTable(counts: [3] + Array(repeating: 0, count: 15), values: [1, 2, 3]) }
        #expect(throws: DICOMError.self) { try JPEGHuffmanTable(counts: [1] + Array(repeating: 0, count: 15), values: []) }
    }
}
