import Testing
import TomoImaging

@Suite("Resize")
struct ResizeTests {
    /// The definition, coded independently of the implementation: per axis, area coverage when
    /// shrinking (or keeping the size) and centre-aligned linear interpolation when enlarging.
    static func axisWeights(from input: Int, to output: Int, at i: Int) -> [(index: Int, weight: Double)] {
        let scale = Double(input) / Double(output)
        if output <= input {
            let low = Double(i) * scale, high = Double(i + 1) * scale
            return (0..<input).compactMap { j in
                let overlap = min(Double(j + 1), high) - max(Double(j), low)
                return overlap > 0 ? (j, overlap / scale) : nil
            }
        }
        let position = min(max((Double(i) + 0.5) * scale - 0.5, 0), Double(input - 1))
        let j = Int(position.rounded(.down))
        let fraction = position - Double(j)
        return [(j, 1 - fraction), (min(j + 1, input - 1), fraction)]
    }

    /// The exact (unrounded) resized value of one output sample.
    static func expected(_ image: Bitmap, width: Int, height: Int, x: Int, y: Int, channel: Int) -> Double {
        var value = 0.0
        for (row, rowWeight) in axisWeights(from: image.height, to: height, at: y) {
            for (column, columnWeight) in axisWeights(from: image.width, to: width, at: x) {
                value += rowWeight * columnWeight * Double(image.testSample(column, row, channel))
            }
        }
        return value
    }

    static let sizes: [(width: Int, height: Int)] = [(1, 1), (3, 2), (5, 4), (7, 11), (13, 9), (26, 18), (40, 3)]

    @Test("result has exactly the requested size and the same format", arguments: PixelFormat.allCases)
    func exactSize(format: PixelFormat) throws {
        let image = try OperationImage.noise(13, 9, format)
        for size in Self.sizes {
            let result = try image.resized(width: size.width, height: size.height)
            #expect(result.width == size.width && result.height == size.height)
            #expect(result.format == format)
            #expect(result.bytesPerRow == size.width * format.bytesPerPixel)
            #expect(result.pixels.count == size.width * size.height * format.bytesPerPixel)
        }
    }

    @Test("a 4×4 checkerboard of 0 and 255 halved is uniformly 127.5, rounded")
    func checkerboardAveragesExactly() throws {
        let board = try OperationImage.make(4, 4, .gray8) { x, y, _ in (x + y) % 2 == 0 ? 0 : 255 }
        let result = try board.resized(width: 2, height: 2)
        // Each output pixel covers one 2×2 block: two 0s and two 255s, mean 127.5.
        for value in result.testSamples { #expect(value == 127 || value == 128) }
        #expect(Set(result.testSamples).count == 1)
    }

    @Test("fractional coverage is weighted: 3 → 2 pixels")
    func fractionalCoverage() throws {
        let row = try OperationImage.make(3, 1, .gray8) { x, _, _ in [0, 90, 180][x] }
        let result = try row.resized(width: 2, height: 1)
        // Output 0 covers [0, 1.5): (0 · 1 + 90 · ½) / 1.5 = 30; output 1 covers [1.5, 3): (90 · ½ + 180) / 1.5 = 150.
        #expect(result.testSamples == [30, 150])
    }

    @Test("enlarging interpolates linearly between pixel centres and clamps at the edges")
    func enlargingIsBilinear() throws {
        let row = try OperationImage.make(2, 1, .gray8) { x, _, _ in [0, 200][x] }
        // Output centres fall at input coordinates −0.25, 0.25, 0.75, 1.25.
        #expect(try row.resized(width: 4, height: 1).testSamples == [0, 50, 150, 200])
        let column = try OperationImage.make(1, 2, .gray16) { _, y, _ in [1000, 3000][y] }
        #expect(try column.resized(width: 1, height: 4).testSamples == [1000, 1500, 2500, 3000])
    }

    @Test("every sample matches the definition within rounding", arguments: PixelFormat.allCases)
    func matchesDefinition(format: PixelFormat) throws {
        let image = try OperationImage.noise(13, 9, format, seed: 7)
        for size in Self.sizes {
            let result = try image.resized(width: size.width, height: size.height)
            var worst = 0.0
            for y in 0..<size.height {
                for x in 0..<size.width {
                    for channel in 0..<format.channelCount {
                        let exact = Self.expected(image, width: size.width, height: size.height, x: x, y: y, channel: channel)
                        worst = max(worst, abs(Double(result.testSample(x, y, channel)) - exact))
                    }
                }
            }
            // Rounding to nearest is off by at most ½; allow a little for Float accumulation.
            #expect(worst <= 0.5 + 1e-3 * Double(image.testMaximum) / 255, "\(size.width)×\(size.height): off by \(worst)")
        }
    }

    @Test("16-bit precision is kept, not quantised to 8 bits")
    func sixteenBitPrecision() throws {
        let image = try OperationImage.make(4, 2, .gray16) { x, _, _ in 1000 + x }
        let result = try image.resized(width: 2, height: 1)
        // Means 1000.5 and 1002.5: an 8-bit detour would give multiples of 257.
        let means = [1000.5, 1002.5]
        #expect(result.testSamples.count == 2)
        #expect(zip(result.testSamples, means).allSatisfy { value, mean in abs(Double(value) - mean) <= 0.5 })
        let enlarged = try OperationImage.make(2, 1, .gray16) { x, _, _ in [40_000, 40_004][x] }
        #expect(try enlarged.resized(width: 4, height: 1).testSamples == [40_000, 40_001, 40_003, 40_004])
    }

    @Test("constant images stay constant", arguments: PixelFormat.allCases)
    func constantStaysConstant(format: PixelFormat) throws {
        for value in [0, 1, 77, format == .gray16 ? 65535 : 255] {
            let image = try OperationImage.constant(37, 23, format, value)
            for size in [(100, 7), (5, 60), (9, 9), (1, 1), (74, 46)] {
                let result = try image.resized(width: size.0, height: size.1)
                #expect(result.testSamples.allSatisfy { $0 == value }, "\(value) at \(size)")
            }
        }
    }

    @Test("each axis is resampled independently")
    func axesAreIndependent() throws {
        // Varies along x only: shrinking x averages, enlarging y repeats rows.
        let columns = try OperationImage.make(4, 2, .rgb8) { x, _, c in x < 2 ? 10 * (c + 1) : 200 }
        let wide = try columns.resized(width: 2, height: 5)
        for y in 0..<5 { #expect((0..<3).map { wide.testSample(0, y, $0) } == [10, 20, 30] && wide.testSample(1, y, 0) == 200) }
        // Varies along y only: enlarging y interpolates, shrinking x keeps each row's value.
        let rows = try OperationImage.make(4, 2, .gray8) { _, y, _ in [0, 200][y] }
        #expect(try rows.resized(width: 1, height: 4).testSamples == [0, 50, 150, 200])
    }

    @Test("alpha is resampled like the other channels")
    func alphaIsResampled() throws {
        let image = try OperationImage.make(2, 1, .rgba8) { x, _, c in c == 3 ? [0, 255][x] : 100 }
        let result = try image.resized(width: 1, height: 1)
        #expect((0..<3).map { result.testSample(0, 0, $0) } == [100, 100, 100])
        #expect([127, 128].contains(result.testSample(0, 0, 3)))
    }

    @Test("padded rows resize like packed ones", arguments: PixelFormat.allCases)
    func paddedRows(format: PixelFormat) throws {
        let image = try OperationImage.noise(11, 6, format, seed: 3)
        let padded = try OperationImage.padded(image)
        #expect(try padded.resized(width: 4, height: 9) == image.resized(width: 4, height: 9))
    }

    @Test("the same size returns the image unchanged")
    func sameSize() throws {
        let image = try OperationImage.noise(8, 5, .rgba8)
        #expect(try image.resized(width: 8, height: 5) == image)
    }

    @Test("zero or negative sizes are invalid dimensions")
    func invalidSizes() throws {
        let image = try OperationImage.noise(8, 5, .gray8)
        for (width, height) in [(0, 5), (5, 0), (-1, 5), (5, -3), (0, 0)] {
            #expect(throws: ImagingError.invalidDimensions(width: width, height: height)) {
                try image.resized(width: width, height: height)
            }
        }
    }

    @Test("results over the decoding limits are refused before allocating")
    func tooLarge() throws {
        let image = try OperationImage.noise(2, 2, .gray8)
        #expect(throws: ImagingError.tooLarge(width: 100_000, height: 1, limit: .standard)) {
            try image.resized(width: 100_000, height: 1)
        }
    }
}
