import Foundation
import Testing
import TomoCore

@testable import TomoPipeline

@Suite("Disk cache: CRC-32 checksum")
struct DiskCacheChecksumTests {
    /// The textbook bit-at-a-time CRC-32, to check the table-driven one against.
    private static func reference(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc = CRC32()
        bytes.withUnsafeBytes { crc.update($0) }
        return crc.value
    }

    @Test("The standard check value: CRC-32 of \"123456789\" is CBF43926")
    func checkValue() {
        #expect(Self.checksum(ArraySlice("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test("Matches the bit-at-a-time CRC for every length and alignment, in one call or in pieces")
    func matchesReference() {
        var generator = SplitMix64(seed: 9)
        let bytes = (0..<300).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        for start in 0..<9 {
            for end in start...bytes.count {
                let slice = bytes[start..<end]
                #expect(Self.checksum(slice) == Self.reference(slice))
            }
        }
        var pieces = CRC32()
        var cursor = 0
        while cursor < bytes.count {
            let end = min(bytes.count, cursor + Int(generator.next() % 23))
            bytes[cursor..<end].withUnsafeBytes { pieces.update($0) }
            cursor = end
        }
        #expect(pieces.value == Self.reference(bytes[...]))
    }
}
