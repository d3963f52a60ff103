import Testing
import TomoImaging

@Suite("Conversion")
struct ConversionTests {
    static let pairs = PixelFormat.allCases.flatMap { from in PixelFormat.allCases.map { (from, $0) } }

    @Test("every pair gives the target format at the same size", arguments: pairs)
    func everyPair(from: PixelFormat, to: PixelFormat) throws {
        let result = try OperationImage.noise(5, 3, from).converted(to: to)
        #expect(result.format == to && result.width == 5 && result.height == 3)
        #expect(result.pixels.count == 15 * to.bytesPerPixel)
    }

    @Test("the same format returns the bitmap unchanged", arguments: PixelFormat.allCases)
    func sameFormat(format: PixelFormat) throws {
        let image = try OperationImage.noise(4, 4, format)
        #expect(image.converted(to: format) == image)
    }

    static let allGray8Levels = try! OperationImage.make(256, 1, .gray8) { x, _, _ in x }

    @Test("gray8 → gray16 multiplies by 257, and back is lossless")
    func gray8ToGray16() throws {
        let wide = Self.allGray8Levels.converted(to: .gray16)
        #expect(wide.testSamples == (0...255).map { $0 * 257 })
        #expect(wide.converted(to: .gray8) == Self.allGray8Levels)
    }

    @Test("gray16 → gray8 takes the nearest 8-bit level for all 65,536 values")
    func gray16ToGray8() throws {
        let all = try OperationImage.make(256, 256, .gray16) { x, y, _ in y * 256 + x }
        let narrow = all.converted(to: .gray8)
        #expect(narrow.testSamples == (0...65535).map { Int((Double($0) / 257).rounded()) })
    }

    @Test("gray8 through any format and back is lossless", arguments: PixelFormat.allCases)
    func grayRoundTrips(through format: PixelFormat) throws {
        #expect(Self.allGray8Levels.converted(to: format).converted(to: .gray8) == Self.allGray8Levels)
    }

    @Test("gray8 → colour copies the level; alpha is opaque")
    func grayToColour() throws {
        let image = try OperationImage.make(3, 1, .gray8) { x, _, _ in [0, 99, 255][x] }
        #expect(image.converted(to: .rgb8).testSamples == [0, 0, 0, 99, 99, 99, 255, 255, 255])
        #expect(image.converted(to: .rgba8).testSamples == [0, 0, 0, 255, 99, 99, 99, 255, 255, 255, 255, 255])
    }

    @Test("gray16 → colour uses the nearest 8-bit level")
    func gray16ToColour() throws {
        let image = try OperationImage.make(2, 1, .gray16) { x, _, _ in [128, 65535][x] }
        #expect(image.converted(to: .rgb8).testSamples == [0, 0, 0, 255, 255, 255])
        #expect(image.converted(to: .rgba8).testSamples == [0, 0, 0, 255, 255, 255, 255, 255])
        let justAbove = try OperationImage.make(1, 1, .gray16) { _, _, _ in 129 }
        #expect(justAbove.converted(to: .rgb8).testSamples == [1, 1, 1])
    }

    @Test("rgb8 → rgba8 → rgb8 is lossless; dropping alpha keeps the colour")
    func alphaRoundTrip() throws {
        let image = try OperationImage.noise(6, 5, .rgb8, seed: 8)
        let withAlpha = image.converted(to: .rgba8)
        #expect((0..<30).allSatisfy { withAlpha.testSample($0 % 6, $0 / 6, 3) == 255 })
        #expect(withAlpha.converted(to: .rgb8) == image)
        let translucent = try OperationImage.noise(6, 5, .rgba8, seed: 9)
        let opaque = translucent.converted(to: .rgb8)
        for y in 0..<5 {
            for x in 0..<6 {
                #expect((0..<3).map { opaque.testSample(x, y, $0) } == (0..<3).map { translucent.testSample(x, y, $0) })
            }
        }
    }

    @Test("colour → gray is the BT.601 luma of grayscaled()", arguments: [PixelFormat.rgb8, .rgba8])
    func colourToGray(format: PixelFormat) throws {
        let image = try OperationImage.noise(8, 8, format, seed: 12)
        #expect(image.converted(to: .gray8) == image.grayscaled())
        #expect(image.converted(to: .gray16).testSamples == image.grayscaled().testSamples.map { $0 * 257 })
    }

    @Test("padded rows convert like packed ones", arguments: pairs)
    func paddedRows(from: PixelFormat, to: PixelFormat) throws {
        let image = try OperationImage.noise(5, 3, from, seed: 13)
        #expect(try OperationImage.padded(image).converted(to: to).testSamples == image.converted(to: to).testSamples)
    }
}
