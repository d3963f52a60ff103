import Testing
@testable import TomoDICOM

/// Codestreams DCMTK does not make: restart intervals (`dcmcjpeg` has no option for them), differences of
/// every size from 0 to 16 bits, and `FF` bytes stuffed in the data, encoded by `LosslessEncoder` below and
/// decoded back to the samples they came from.
struct JPEGLosslessRestartTests {
    static let (width, height) = (37, 9)

    /// Samples whose left-to-right differences take every size: flat runs, noise, jumps of 2^15, and jumps
    /// of 2^15 - 1 (15 one bits after their code: a stuffed `FF`).
    static let samples: [UInt16] = (0..<(width * height)).map { index in
        let (row, column) = (index / width, index % width)
        switch row % 4 {
        case 0: return UInt16(truncatingIfNeeded: column < 5 ? 1000 : (column * 7919 + row * 104_729) % 65536)
        case 1: return column % 2 == 0 ? 0 : 0x8000
        case 2: return column % 2 == 0 ? 0 : 0x7FFF
        default: return UInt16(truncatingIfNeeded: 1 << (column % 17))
        }
    }

    static let pixels = try! ImagePixelDescription(rows: height, columns: width, bitsAllocated: 16, bitsStored: 16, highBit: 15, isSigned: false)

    @Test(arguments: [0, 1, 2, 3])
    func restartIntervalsOfWholeRowsDecodeToTheSamples(_ rowsPerInterval: Int) throws {
        let codestream = LosslessEncoder(width: Self.width, restartInterval: rowsPerInterval * Self.width).encode(Self.samples)
        #expect(codestream.contains(0xFF) && zip(codestream, codestream.dropFirst()).contains { $0 == (0xFF, 0x00) }, "stuffed bytes")
        #expect(try JPEGLosslessDecoder().decode(codestream, as: Self.pixels) == Self.samples)
    }

    @Test func anIntervalEndingInsideARowIsRefused() {
        let codestream = LosslessEncoder(width: Self.width, restartInterval: Self.width + 3).encode(Self.samples)
        #expect(throws: DICOMError.corruptPixelData(syntax: "JPEG Lossless", reason: "a restart interval ends inside a row")) {
            try JPEGLosslessDecoder().decode(codestream, as: Self.pixels)
        }
    }

    @Test func aMissingRestartMarkerAndEarlyEndsAreRefused() throws {
        let codestream = LosslessEncoder(width: Self.width, restartInterval: Self.width).encode(Self.samples)
        var unmarked = codestream
        let marker = try #require(zip(unmarked.indices, unmarked.dropFirst()).first { unmarked[$0.0] == 0xFF && $0.1 == 0xD0 }?.0)
        unmarked.replaceSubrange(marker..<marker + 2, with: [])
        #expect(throws: DICOMError.self) { try JPEGLosslessDecoder().decode(unmarked, as: Self.pixels) }
        let truncated = Array(codestream.prefix(codestream.count * 2 / 3)) + [0xFF, 0xD9]
        #expect(throws: DICOMError.self) { try JPEGLosslessDecoder().decode(truncated, as: Self.pixels) }
    }
}

/// A minimal JPEG Lossless encoder (ITU T.81 H, predictor 1, 16 bits, one component): each difference's size
/// by a 5-bit code (sizes 0...16 as codes 0...16), restart markers every `restartInterval` samples (0: none).
struct LosslessEncoder {
    var width: Int
    var restartInterval: Int

    func encode(_ samples: [UInt16]) -> [UInt8] {
        let height = samples.count / width
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xC3, 0, 11, 16, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0]
        let counts: [UInt8] = [0, 0, 0, 0, 17] + Array(repeating: 0, count: 11)
        bytes += [0xFF, 0xC4, 0, UInt8(2 + 1 + 16 + 17), 0x00] + counts + (0...16).map { UInt8($0) }
        if restartInterval > 0 { bytes += [0xFF, 0xDD, 0, 4, UInt8(restartInterval >> 8), UInt8(restartInterval & 0xFF)] }
        bytes += [0xFF, 0xDA, 0, 8, 1, 1, 0x00, 1, 0, 0]
        var bits = BitWriter()
        var restarts = 0
        var intervalStart = 0
        for index in samples.indices {
            if restartInterval > 0, index > 0, index % restartInterval == 0 {
                bits.flush()
                bytes += bits.bytes + [0xFF, UInt8(0xD0 + restarts % 8)]
                bits = BitWriter()
                restarts += 1
                intervalStart = index
            }
            let (row, column) = (index / width, index % width)
            let firstRow = row == intervalStart / width
            let prediction = column > 0 ? Int(samples[index - 1]) : firstRow ? 1 << 15 : Int(samples[index - width])
            var difference = (Int(samples[index]) - prediction) & 0xFFFF
            if difference >= 0x8000 { difference -= 0x10000 }
            let size = difference == -0x8000 ? 16 : difference == 0 ? 0 : Int.bitWidth - abs(difference).leadingZeroBitCount
            bits.append(size, count: 5)
            if size > 0, size < 16 { bits.append(difference > 0 ? difference : difference + (1 << size) - 1, count: size) }
        }
        bits.flush()
        return bytes + bits.bytes + [0xFF, 0xD9]
    }

    /// Bits, first one highest, into bytes with each `FF` followed by a stuffed `00`.
    struct BitWriter {
        var bytes: [UInt8] = []
        private var pending = 0
        private var pendingCount = 0

        mutating func append(_ value: Int, count: Int) {
            for shift in stride(from: count - 1, through: 0, by: -1) {
                pending = pending << 1 | (value >> shift) & 1
                pendingCount += 1
                if pendingCount == 8 { emit() }
            }
        }

        /// Pads the last byte with 1 bits (T.81 F.1.2.3).
        mutating func flush() {
            while pendingCount != 0 { append(1, count: 1) }
        }

        private mutating func emit() {
            bytes.append(UInt8(pending))
            if pending == 0xFF { bytes.append(0) }
            pending = 0
            pendingCount = 0
        }
    }
}
