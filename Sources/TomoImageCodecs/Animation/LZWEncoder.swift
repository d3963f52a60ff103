import Foundation

/// GIF's variable-length LZW compression of 8-bit colour indices, written as GIF's data sub-blocks.
///
/// Codes start at 9 bits and grow to 12; when the table is full a clear code starts a new one. Strings are found
/// through an open-addressed hash of (prefix code, next index), cleared with the table.
enum LZWEncoder {
    /// The code size GIF's image data begins with: 8, for tables of 256 colours.
    static let minimumCodeSize = 8

    private static let clearCode = 1 << minimumCodeSize
    private static let endCode = clearCode + 1
    private static let maximumCode = 4096
    private static let hashBits = 13

    /// Appends `indices` compressed, in sub-blocks of at most 255 bytes and the empty block that ends them.
    static func encode(_ indices: UnsafeBufferPointer<UInt8>, into output: inout Data) {
        var writer = CodeWriter()
        var keys = [Int32](repeating: -1, count: 1 << hashBits)
        var codes = [UInt16](repeating: 0, count: 1 << hashBits)
        let mask = (1 << hashBits) - 1
        var next = endCode + 1
        var width = minimumCodeSize + 1
        writer.write(clearCode, width: width)
        guard var prefix = indices.first.map(Int.init) else {
            writer.write(endCode, width: width)
            writer.finish(into: &output)
            return
        }
        keys.withUnsafeMutableBufferPointer { keys in
            codes.withUnsafeMutableBufferPointer { codes in
                for position in 1..<indices.count {
                    let index = Int(indices[position])
                    let key = prefix << 8 | index
                    var slot = Int((UInt32(truncatingIfNeeded: key) &* 0x9E37_79B1) >> UInt32(32 - hashBits))
                    var found = false
                    while keys[slot] >= 0 {
                        if keys[slot] == Int32(key) {
                            found = true
                            break
                        }
                        slot = (slot + 1) & mask
                    }
                    if found {
                        prefix = Int(codes[slot])
                        continue
                    }
                    writer.write(prefix, width: width)
                    if next < maximumCode {
                        if next == 1 << width, width < 12 { width += 1 }
                        keys[slot] = Int32(key)
                        codes[slot] = UInt16(next)
                        next += 1
                    } else {
                        writer.write(clearCode, width: width)
                        for slot in keys.indices { keys[slot] = -1 }
                        next = endCode + 1
                        width = minimumCodeSize + 1
                    }
                    prefix = index
                }
            }
        }
        writer.write(prefix, width: width)
        writer.write(endCode, width: width)
        writer.finish(into: &output)
    }

    /// Packs codes least significant bit first into sub-blocks.
    private struct CodeWriter {
        private var bits: UInt64 = 0
        private var bitCount = 0
        private var block: [UInt8] = []
        private var blocks = Data()

        init() { block.reserveCapacity(255) }

        mutating func write(_ code: Int, width: Int) {
            bits |= UInt64(code) << UInt64(bitCount)
            bitCount += width
            while bitCount >= 8 {
                append(UInt8(truncatingIfNeeded: bits))
                bits >>= 8
                bitCount -= 8
            }
        }

        private mutating func append(_ byte: UInt8) {
            block.append(byte)
            if block.count == 255 {
                blocks.append(255)
                blocks.append(contentsOf: block)
                block.removeAll(keepingCapacity: true)
            }
        }

        mutating func finish(into output: inout Data) {
            if bitCount > 0 { append(UInt8(truncatingIfNeeded: bits)) }
            if !block.isEmpty {
                blocks.append(UInt8(block.count))
                blocks.append(contentsOf: block)
            }
            blocks.append(0)
            output.append(blocks)
        }
    }
}
