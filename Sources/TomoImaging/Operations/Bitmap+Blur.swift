extension Bitmap {
    /// This image blurred by a Gaussian of standard deviation `radius` pixels, approximated by three
    /// successive box blurs along each axis.
    ///
    /// Box blurs use running sums, so the cost per pixel does not depend on the radius. Pixels beyond
    /// the edges repeat the edge pixel. Every channel, alpha included, is blurred the same way, with
    /// 16-bit precision for `.gray16`. A radius of 0, or one too small for any box to be wider than a
    /// pixel, returns `self`; radii above 10,000 px are treated as 10,000 px.
    ///
    /// - Throws: `ImagingError.invalidParameter` if `radius` is negative, infinite or NaN.
    public func blurred(radius: Double) throws(ImagingError) -> Bitmap {
        guard radius.isFinite, radius >= 0 else {
            throw .invalidParameter("blur radius must be a finite number of pixels, at least 0, not \(radius)")
        }
        let blur = BoxBlur(sigma: min(radius, BoxBlur.maximumSigma))
        if blur.boxRadii.isEmpty { return self }
        let source = tightlyPacked
        let pixels = switch format {
        case .gray16: blur.apply(to: source.pixels, width: width, height: height, channels: 1, sample: UInt16.self)
        case .gray8, .rgb8, .rgba8:
            blur.apply(to: source.pixels, width: width, height: height, channels: format.channelCount, sample: UInt8.self)
        }
        return Bitmap.wrapping(width: width, height: height, format: format, pixels: pixels)
    }
}

/// Three box blurs per axis whose combined variance approximates a Gaussian's.
///
/// A box of odd width `w` has variance `(w² − 1) / 12`, and variances add. With `n = 3` boxes,
/// `m` of width `w` and `n − m` of width `w + 2` (`w` the largest odd width not above the ideal
/// `√(12σ²/n + 1)`), the total is `σ²` when `m = (n(w² + 4w + 3) − 12σ²) / (4w + 4)`, rounded.
struct BoxBlur {
    /// The largest standard deviation applied. It bounds box sums to `65535 · 20001`, within `Int32`.
    static let maximumSigma = 10_000.0

    /// Half-widths of the boxes wider than one pixel; each is applied along both axes.
    let boxRadii: [Int]

    init(sigma: Double) {
        let boxCount = 3
        let variance = sigma * sigma
        var width = Int((12 * variance / Double(boxCount) + 1).squareRoot())
        if width % 2 == 0 { width -= 1 }
        let narrowCount = (Double(boxCount * (width * width + 4 * width + 3)) - 12 * variance) / Double(4 * width + 4)
        let narrow = Int(min(max(narrowCount.rounded(), 0), Double(boxCount)))
        let widths = Array(repeating: width, count: narrow) + Array(repeating: width + 2, count: boxCount - narrow)
        boxRadii = widths.map { ($0 - 1) / 2 }.filter { $0 > 0 }
    }

    /// Blurs tightly packed samples of type `Sample` (stored as bytes), returning new bytes.
    func apply<Sample: FixedWidthInteger & UnsignedInteger>(
        to pixels: [UInt8], width: Int, height: Int, channels: Int, sample: Sample.Type
    ) -> [UInt8] {
        var current = pixels
        var next = [UInt8](repeating: 0, count: pixels.count)
        let rowLength = width * channels
        for radius in boxRadii {
            Self.pass(from: current, into: &next, as: Sample.self) { source, destination in
                for row in 0..<height {
                    for channel in 0..<channels {
                        let offset = row * rowLength + channel
                        Self.box(source + offset, destination + offset, count: width, spacing: channels, radius: radius)
                    }
                }
            }
            swap(&current, &next)
        }
        for radius in boxRadii {
            Self.pass(from: current, into: &next, as: Sample.self) { source, destination in
                Self.verticalBox(source, destination, rowLength: rowLength, rowCount: height, radius: radius)
            }
            swap(&current, &next)
        }
        return current
    }

    /// Runs one pass from `source` into `destination`, both seen as `Sample`s.
    private static func pass<Sample>(
        from source: [UInt8], into destination: inout [UInt8], as sample: Sample.Type,
        _ body: (UnsafePointer<Sample>, UnsafeMutablePointer<Sample>) -> Void
    ) {
        source.withUnsafeBytes { source in
            destination.withUnsafeMutableBytes { destination in
                source.withMemoryRebound(to: Sample.self) { source in
                    destination.withMemoryRebound(to: Sample.self) { destination in
                        body(source.baseAddress!, destination.baseAddress!)
                    }
                }
            }
        }
    }

    /// The mean of `sum` over a box of `1 / scale` samples, rounded.
    @inline(__always)
    private static func mean<Sample: FixedWidthInteger & UnsignedInteger>(_ sum: Int32, scale: Float) -> Sample {
        Sample(roundingNonNegative: Float(sum) * scale)
    }

    /// One box blur along a line of `count` samples `spacing` apart: each output is the rounded mean of
    /// the inputs within `radius`, indices clamped to the line.
    @inline(__always)
    private static func box<Sample: FixedWidthInteger & UnsignedInteger>(
        _ source: UnsafePointer<Sample>, _ destination: UnsafeMutablePointer<Sample>,
        count: Int, spacing: Int, radius: Int
    ) {
        let last = count - 1
        let scale = 1 / Float(2 * radius + 1)
        // The window [−radius, radius] around index 0, with indices clamped to 0...last.
        var sum = Int32(radius + 1) * Int32(source[0]) + Int32(max(radius - last, 0)) * Int32(source[last * spacing])
        for j in stride(from: 1, through: min(radius, last), by: 1) { sum += Int32(source[j * spacing]) }
        for i in 0..<count {
            destination[i * spacing] = mean(sum, scale: scale)
            sum += Int32(source[min(i + radius + 1, last) * spacing]) - Int32(source[max(i - radius, 0) * spacing])
        }
    }

    /// One box blur down the columns of `rowCount` rows of `rowLength` samples, a whole row at a time.
    private static func verticalBox<Sample: FixedWidthInteger & UnsignedInteger>(
        _ source: UnsafePointer<Sample>, _ destination: UnsafeMutablePointer<Sample>,
        rowLength: Int, rowCount: Int, radius: Int
    ) {
        let last = rowCount - 1
        let scale = 1 / Float(2 * radius + 1)
        var sums = [Int32](repeating: 0, count: rowLength)
        sums.withUnsafeMutableBufferPointer { sums in
            let first = source, final = source + last * rowLength
            let edgeCount = Int32(radius + 1), beyondCount = Int32(max(radius - last, 0))
            for i in 0..<rowLength {
                sums[i] = edgeCount * Int32(first[i]) + beyondCount * Int32(final[i])
            }
            for j in stride(from: 1, through: min(radius, last), by: 1) {
                let row = source + j * rowLength
                for i in 0..<rowLength { sums[i] += Int32(row[i]) }
            }
            for y in 0..<rowCount {
                let output = destination + y * rowLength
                let entering = source + min(y + radius + 1, last) * rowLength
                let leaving = source + max(y - radius, 0) * rowLength
                for i in 0..<rowLength {
                    output[i] = mean(sums[i], scale: scale)
                    sums[i] += Int32(entering[i]) - Int32(leaving[i])
                }
            }
        }
    }
}
