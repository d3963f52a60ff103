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
    static func encode(_ indices: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        var writer = CodeWriter(taking: &output)
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

    /// Packs codes least significant bit first into sub-blocks, after what the output held.
    private struct CodeWriter {
        private var bits: UInt64 = 0
        private var bitCount = 0
        private var output: [UInt8]
        /// Where the length byte of the block being filled is.
        private var blockStart: Int

        /// A writer appending to `output`, which it takes (left empty) so that appending never copies it.
        init(taking output: inout [UInt8]) {
            self.output = []
            swap(&self.output, &output)
            blockStart = self.output.count
            self.output.append(0)
        }

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
            if output.count - blockStart == 256 {
                output[blockStart] = 255
                blockStart = output.count
                output.append(0)
            }
            output.append(byte)
        }

        /// Closes the last block, appends the empty block that ends them and hands the output back to `output`
        /// (a swap: it is never copied).
        mutating func finish(into output: inout [UInt8]) {
            if bitCount > 0 { append(UInt8(truncatingIfNeeded: bits)) }
            let last = self.output.count - blockStart - 1
            if last > 0 {
                self.output[blockStart] = UInt8(last)
                self.output.append(0)
            } else {
                self.output[blockStart] = 0
            }
            swap(&self.output, &output)
        }
    }
}
