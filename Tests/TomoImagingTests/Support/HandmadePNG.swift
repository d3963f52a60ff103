#if canImport(CDeflate)
import CDeflate
import TomoCore

/// PNG files built byte by byte, so a test chooses what an encoder would: each row's filter, how the
/// image data is split into IDAT chunks, and extra chunks.
struct HandmadePNG {
    var width: Int
    var height: Int
    var colorType: UInt8
    var bitDepth: UInt8
    /// Unfiltered rows, big-endian samples for 16 bits.
    var rows: [[UInt8]]
    /// The filter type of each row (cycled); 0 none, 1 Sub, 2 Up, 3 Average, 4 Paeth.
    var filters: [UInt8] = [0]
    /// How many IDAT chunks the zlib stream is cut into.
    var imageDataChunks = 1
    /// Chunks (type, data) placed between IHDR and the first IDAT.
    var chunksBeforeData: [(String, [UInt8])] = []
    var interlaced = false

    /// A `width` × `height` image of random samples.
    static func random(width: Int, height: Int, colorType: UInt8, bitDepth: UInt8, seed: UInt64) -> HandmadePNG {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]!
        let rowBytes = (width * channels * Int(bitDepth) + 7) / 8
        var generator = SplitMix64(seed: seed)
        let rows = (0..<height).map { _ in (0..<rowBytes).map { _ in UInt8.random(in: 0...255, using: &generator) } }
        return HandmadePNG(width: width, height: height, colorType: colorType, bitDepth: bitDepth, rows: rows)
    }

    /// Bytes per complete pixel, as the filters count them.
    var pixelBytes: Int { max(1, [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]! * Int(bitDepth) / 8) }

    /// The whole file.
    var bytes: [UInt8] {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = Self.be32(UInt32(width)) + Self.be32(UInt32(height))
        header += [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        file += Self.chunk("IHDR", header)
        for (type, data) in chunksBeforeData { file += Self.chunk(type, data) }
        let stream = Self.zlib(filteredRows)
        let size = (stream.count + imageDataChunks - 1) / imageDataChunks
        for start in stride(from: 0, to: stream.count, by: size) {
            file += Self.chunk("IDAT", Array(stream[start..<min(start + size, stream.count)]))
        }
        return file + Self.chunk("IEND", [])
    }

    /// Each row behind its filter byte, filtered as an encoder would.
    var filteredRows: [UInt8] {
        var out: [UInt8] = []
        for (index, row) in rows.enumerated() {
            let filter = filters[index % filters.count]
            let above = index > 0 ? rows[index - 1] : [UInt8](repeating: 0, count: row.count)
            out.append(filter)
            for byte in row.indices {
                let left = byte >= pixelBytes ? Int(row[byte - pixelBytes]) : 0
                let upLeft = byte >= pixelBytes ? Int(above[byte - pixelBytes]) : 0
                let up = Int(above[byte])
                let prediction = switch filter {
                case 1: left
                case 2: up
                case 3: (left + up) / 2
                case 4: Self.paeth(left, up, upLeft)
                default: 0
                }
                out.append(row[byte] &- UInt8(truncatingIfNeeded: prediction))
            }
        }
        return out
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        let crc = typed.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        return be32(UInt32(data.count)) + typed + be32(crc)
    }

    private static func zlib(_ data: [UInt8]) -> [UInt8] {
        let compressor = libdeflate_alloc_compressor(6)!
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, data.count)
        var out = [UInt8](repeating: 0, count: bound)
        let count = data.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, bound)
            }
        }
        return Array(out.prefix(count))
    }

    private static func paeth(_ left: Int, _ up: Int, _ upLeft: Int) -> Int {
        let estimate = left + up - upLeft
        let toLeft = abs(estimate - left), toUp = abs(estimate - up), toUpLeft = abs(estimate - upLeft)
        return toLeft <= toUp && toLeft <= toUpLeft ? left : (toUp <= toUpLeft ? up : upLeft)
    }

    private static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
#endif
