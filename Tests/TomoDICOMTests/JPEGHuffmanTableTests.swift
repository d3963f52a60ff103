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

    @Test func bitsThatStartNoCodeAreNoneAndInconsistentTablesAreRefused() throws {
        let table = try JPEGHuffmanTable(counts: [0, 1] + Array(repeating: 0, count: 14), values: [7])
        #expect(table.lookup(0x0000).length == 2 && table.lookup(0x0000).value == 7)
        #expect(table.lookup(0xFFFF).length == 0 && table.lookup(0x4000).length == 0)
        #expect(throws: DICOMError.self) { try JPEGHuffmanTable(counts: [3] + Array(repeating: 0, count: 15), values: [1, 2, 3]) }
        #expect(throws: DICOMError.self) { try JPEGHuffmanTable(counts: [1] + Array(repeating: 0, count: 15), values: []) }
    }
}
