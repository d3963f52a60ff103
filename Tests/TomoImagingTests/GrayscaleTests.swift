import Testing
import TomoImaging

@Suite("Grayscale")
struct GrayscaleTests {
    /// BT.601 luma of a colour, unrounded.
    static func luma(_ red: Int, _ green: Int, _ blue: Int) -> Double {
        0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)
    }

    static let pureColours = [
        (0, 0, 0), (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (0, 255, 255), (255, 0, 255), (255, 255, 255),
    ]

    @Test("pure colours give the BT.601 formula, rounded", arguments: [PixelFormat.rgb8, .rgba8])
    func pureColours(format: PixelFormat) throws {
        let colours = Self.pureColours
        let image = try OperationImage.make(colours.count, 1, format) { x, _, c in
            [colours[x].0, colours[x].1, colours[x].2, 200][c]
        }
        let gray = image.grayscaled()
        // 0, 76.245, 149.685, 29.07, 225.93, 178.755, 105.315, 255
        #expect(gray.testSamples == colours.map { Int(Self.luma($0.0, $0.1, $0.2).rounded()) })
        #expect(gray.testSamples == [0, 76, 150, 29, 226, 179, 105, 255])
    }

    @Test("any colour gives the formula rounded to nearest, halves up")
    func anyColour() throws {
        // Colours on a grid. 0.299 R + 0.587 G + 0.114 B = (299 R + 587 G + 114 B) / 1000, and dividing that
        // integer in Double rounds correctly, so exact halves stay exact halves.
        let steps = Array(stride(from: 0, through: 255, by: 5))
        let image = try OperationImage.make(steps.count * steps.count, steps.count, .rgb8) { x, y, c in
            [steps[x % steps.count], steps[x / steps.count], steps[y]][c]
        }
        let gray = image.grayscaled()
        var halves = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let scaled = 299 * image.testSample(x, y, 0) + 587 * image.testSample(x, y, 1) + 114 * image.testSample(x, y, 2)
                if scaled % 1000 == 500 { halves += 1 }
                #expect(gray.testSample(x, y) == Int((Double(scaled) / 1000).rounded(.toNearestOrAwayFromZero)))
            }
        }
        #expect(halves > 0, "the grid should include colours whose luma is exactly a half")
    }

    @Test("grays stay the same level (the weights sum to one)")
    func graysAreUnchanged() throws {
        let image = try OperationImage.make(256, 1, .rgb8) { x, _, _ in x }
        #expect(image.grayscaled().testSamples == Array(0...255))
    }

    @Test("the result has a single 8-bit channel", arguments: [PixelFormat.rgb8, .rgba8])
    func singleChannel(format: PixelFormat) throws {
        let gray = try OperationImage.noise(7, 5, format).grayscaled()
        #expect(gray.format == .gray8)
        #expect(gray.format.channelCount == 1)
        #expect(gray.bytesPerRow == 7 && gray.pixels.count == 35)
    }

    @Test("alpha is dropped, not composited")
    func alphaIsDropped() throws {
        let opaque = try OperationImage.make(3, 1, .rgba8) { x, _, c in c == 3 ? 255 : 40 * (x + c) }
        let transparent = try OperationImage.make(3, 1, .rgba8) { x, _, c in c == 3 ? 0 : 40 * (x + c) }
        #expect(opaque.grayscaled() == transparent.grayscaled())
    }

    @Test("gray bitmaps are returned unchanged", arguments: [PixelFormat.gray8, .gray16])
    func grayIsUnchanged(format: PixelFormat) throws {
        let image = try OperationImage.noise(5, 5, format)
        #expect(image.grayscaled() == image)
    }

    @Test("padded rows give the same result")
    func paddedRows() throws {
        let image = try OperationImage.noise(9, 4, .rgba8, seed: 4)
        #expect(try OperationImage.padded(image).grayscaled() == image.grayscaled())
    }
}
