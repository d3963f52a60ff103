import Foundation

/// The few facts the API tests read from image bytes, without a decoder.
enum ImageHeader {
    /// A PNG's width, height and bit depth from its IHDR chunk; nil if the bytes are not a PNG.
    static func png(_ data: Data) -> (width: Int, height: Int, bitDepth: Int)? {
        let bytes = [UInt8](data.prefix(25))
        guard bytes.count == 25, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR"
        else { return nil }
        return (bigEndian(bytes[16..<20]), bigEndian(bytes[20..<24]), Int(bytes[24]))
    }

    /// A JPEG's width and height from its start-of-frame segment; nil if the bytes are not a JPEG.
    static func jpeg(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var index = 2
        while index + 9 < bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            let length = bigEndian(bytes[(index + 2)..<(index + 4)])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(bytes[(index + 7)..<(index + 9)]), bigEndian(bytes[(index + 5)..<(index + 7)]))
            }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }
}
