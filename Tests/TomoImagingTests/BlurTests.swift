import Testing
import TomoImaging

@Suite("Blur")
struct BlurTests {
    /// Sum of squared differences between horizontally and vertically adjacent samples.
    static func highFrequencyEnergy(_ image: Bitmap) -> Double {
        var energy = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                for c in 0..<image.format.channelCount {
                    let value = Double(image.testSample(x, y, c))
                    if x + 1 < image.width { energy += pow2(value - Double(image.testSample(x + 1, y, c))) }
                    if y + 1 < image.height { energy += pow2(value - Double(image.testSample(x, y + 1, c))) }
                }
            }
        }
        return energy
    }

    static func pow2(_ x: Double) -> Double { x * x }

    static func mean(_ image: Bitmap) -> Double {
        let samples = image.testSamples
        return Double(samples.reduce(0, +)) / Double(samples.count)
    }

    @Test("radius 0 returns the image unchanged", arguments: PixelFormat.allCases)
    func zeroRadius(format: PixelFormat) throws {
        let image = try OperationImage.noise(9, 6, format)
        #expect(try image.blurred(radius: 0) == image)
    }

    @Test("negative or non-finite radii are invalid parameters", arguments: [-1, -0.001, .nan, .infinity, -.infinity])
    func invalidRadius(radius: Double) throws {
        let image = try OperationImage.noise(4, 4, .rgb8)
        let error = #expect(throws: ImagingError.self) { try image.blurred(radius: radius) }
        guard case .invalidParameter = error else {
            Issue.record("expected invalidParameter, got \(String(describing: error))")
            return
        }
    }

    @Test("constant images stay constant, edges included", arguments: PixelFormat.allCases)
    func constantStaysConstant(format: PixelFormat) throws {
        let maximum = format == .gray16 ? 65535 : 255
        for value in [0, 1, 100, maximum] {
            let image = try OperationImage.constant(23, 17, format, value)
            for radius in [0.7, 1, 2.5, 10, 60] {
                let blurred = try image.blurred(radius: radius)
                #expect(blurred.testSamples.allSatisfy { $0 == value }, "value \(value), radius \(radius)")
            }
        }
    }

    @Test("keeps size and format", arguments: PixelFormat.allCases)
    func sizeAndFormat(format: PixelFormat) throws {
        let blurred = try OperationImage.noise(13, 7, format).blurred(radius: 3)
        #expect(blurred.width == 13 && blurred.height == 7 && blurred.format == format)
        #expect(blurred.pixels.count == 13 * 7 * format.bytesPerPixel)
    }

    @Test("lowers high-frequency energy, more for larger radii", arguments: PixelFormat.allCases)
    func lowersHighFrequencies(format: PixelFormat) throws {
        let image = try OperationImage.noise(64, 48, format, seed: 17)
        let energies = try [0.0, 1, 2, 5].map { Self.highFrequencyEnergy(try image.blurred(radius: $0)) }
        #expect(energies[1] < energies[0] * 0.5)
        #expect(energies[2] < energies[1])
        #expect(energies[3] < energies[2])
        #expect(energies[3] < energies[0] * 0.01)
    }

    @Test("preserves the mean", arguments: PixelFormat.allCases)
    func preservesMean(format: PixelFormat) throws {
        let image = try OperationImage.noise(64, 48, format, seed: 23)
        let maximum = Double(image.testMaximum)
        for radius in [1.0, 3, 10] {
            let difference = abs(Self.mean(try image.blurred(radius: radius)) - Self.mean(image))
            #expect(difference < 0.01 * maximum, "radius \(radius): mean moved by \(difference)")
        }
    }

    @Test("an impulse spreads symmetrically with about the requested variance")
    func impulseResponse() throws {
        let size = 61, centre = 30, sigma = 4.0
        let impulse = try OperationImage.make(size, size, .gray16) { x, y, _ in x == centre && y == centre ? 65535 : 0 }
        let blurred = try impulse.blurred(radius: sigma)
        var mass = 0.0, varianceX = 0.0, varianceY = 0.0
        for y in 0..<size {
            for x in 0..<size {
                let value = Double(blurred.testSample(x, y))
                #expect(blurred.testSample(x, y) == blurred.testSample(size - 1 - x, y))
                #expect(blurred.testSample(x, y) == blurred.testSample(x, size - 1 - y))
                mass += value
                varianceX += value * Self.pow2(Double(x - centre))
                varianceY += value * Self.pow2(Double(y - centre))
            }
        }
        #expect(abs(mass - 65535) < 0.02 * 65535)
        // Three boxes match σ² only up to whole box widths; stay within 15 %.
        #expect(abs(varianceX / mass - sigma * sigma) < 0.15 * sigma * sigma)
        #expect(abs(varianceY / mass - sigma * sigma) < 0.15 * sigma * sigma)
    }

    @Test("16-bit precision is kept")
    func sixteenBitPrecision() throws {
        let step = try OperationImage.make(20, 3, .gray16) { x, _, _ in x < 10 ? 1000 : 1010 }
        let row = (0..<20).map { try! step.blurred(radius: 2).testSample($0, 1) }
        #expect(row.allSatisfy { (1000...1010).contains($0) })
        // Near the step the values pass through the levels in between, which 8 bits could not hold.
        #expect(row.filter { $0 > 1000 && $0 < 1010 }.count >= 4)
        #expect(row == row.sorted())
    }

    @Test("alpha is blurred like the other channels")
    func alphaIsBlurred() throws {
        let image = try OperationImage.make(20, 4, .rgba8) { x, _, c in c == 3 ? (x < 10 ? 0 : 255) : 90 }
        let blurred = try image.blurred(radius: 2)
        let alphas = (0..<20).map { blurred.testSample($0, 2, 3) }
        #expect(alphas.contains { $0 > 0 && $0 < 255 })
        #expect(alphas == alphas.sorted())
        #expect((0..<20).allSatisfy { x in (0..<3).allSatisfy { blurred.testSample(x, 2, $0) == 90 } })
    }

    @Test("each channel blurs as a gray image of that channel would, in images big enough to be cut into bands",
          arguments: [PixelFormat.rgb8, .rgba8])
    func channelsBlurIndependently(format: PixelFormat) throws {
        let image = try OperationImage.noise(200, 150, format, seed: 41)
        for radius in [1.0, 4, 10, 200] {
            let blurred = try image.blurred(radius: radius)
            for channel in 0..<format.channelCount {
                let gray = try OperationImage.make(200, 150, .gray8) { x, y, _ in image.testSample(x, y, channel) }
                let grayBlurred = try gray.blurred(radius: radius)
                let matches = (0..<150).allSatisfy { y in
                    (0..<200).allSatisfy { x in blurred.testSample(x, y, channel) == grayBlurred.testSample(x, y) }
                }
                #expect(matches, "channel \(channel), radius \(radius)")
            }
        }
    }

    @Test("padded rows blur like packed ones")
    func paddedRows() throws {
        let image = try OperationImage.noise(15, 9, .rgb8, seed: 31)
        #expect(try OperationImage.padded(image).blurred(radius: 2) == image.blurred(radius: 2))
    }
}
