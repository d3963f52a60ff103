import Foundation

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
    ///
    /// The horizontal passes work on bands of rows and the vertical ones on bands of columns, the bands
    /// spread over the cores: each band goes through every pass on its own, so no band waits for another
    /// between passes (the passes ping-pong between two buffers, the same number of times in every band).
    func apply<Sample: FixedWidthInteger & UnsignedInteger & SendableMetatype>(
        to pixels: [UInt8], width: Int, height: Int, channels: Int, sample: Sample.Type
    ) -> [UInt8] {
        var first = pixels
        var second = [UInt8](repeating: 0, count: pixels.count)
        let rowLength = width * channels
        let radii = boxRadii
        let bands = Self.bandCount(for: pixels.count)
        first.withUnsafeMutableBytes { first in
            second.withUnsafeMutableBytes { second in
                let buffers = BufferPair(
                    first.baseAddress!.assumingMemoryBound(to: Sample.self), second.baseAddress!.assumingMemoryBound(to: Sample.self))
                // Horizontal passes: from `first` into `second` and back; an odd count ends in `second`.
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    let rows = Self.share(band, of: bands, count: height)
                    var (source, destination) = (buffers.first, buffers.second)
                    for radius in radii {
                        for row in rows {
                            for channel in 0..<channels {
                                let offset = row * rowLength + channel
                                Self.box(source + offset, destination + offset, count: width, spacing: channels, radius: radius)
                            }
                        }
                        swap(&source, &destination)
                    }
                }
                // Vertical passes carry on from wherever the horizontal ones ended.
                let afterHorizontal = radii.count % 2 == 0 ? buffers : BufferPair(buffers.second, buffers.first)
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    let columns = Self.share(band, of: bands, count: rowLength)
                    var (source, destination) = (afterHorizontal.first, afterHorizontal.second)
                    for radius in radii {
                        Self.verticalBox(source, destination, columns: columns, rowLength: rowLength, rowCount: height, radius: radius)
                        swap(&source, &destination)
                    }
                }
            }
        }
        // 2 × radii.count passes in all: an even count, so the result is back in `first`.
        return first
    }

    /// How many bands an image of `byteCount` bytes is cut into: one per core, one for small images
    /// (where handing out the work costs more than it saves).
    private static func bandCount(for byteCount: Int) -> Int {
        byteCount < 64 * 1024 ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, 16))
    }

    /// Band `band` of `bands` equal shares of `0..<count`.
    private static func share(_ band: Int, of bands: Int, count: Int) -> Range<Int> {
        (count * band / bands) ..< (count * (band + 1) / bands)
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
        _ source: UnsafeMutablePointer<Sample>, _ destination: UnsafeMutablePointer<Sample>,
        count: Int, spacing: Int, radius: Int
    ) {
        let last = count - 1
        let scale = 1 / Float(2 * radius + 1)
        // The window [−radius, radius] around index 0, with indices clamped to 0...last.
        var sum = Int32(radius + 1) * Int32(source[0]) + Int32(max(radius - last, 0)) * Int32(source[last * spacing])
        for j in stride(from: 1, through: min(radius, last), by: 1) { sum += Int32(source[j * spacing]) }
        // Clamping is needed only near the ends: the middle, where the window lies inside the line, runs
        // without it.
        let middleStart = min(radius, count), middleEnd = max(middleStart, min(last - radius, count))
        for i in 0..<middleStart {
            destination[i * spacing] = mean(sum, scale: scale)
            sum += Int32(source[min(i + radius + 1, last) * spacing]) - Int32(source[max(i - radius, 0) * spacing])
        }
        for i in middleStart..<middleEnd {
            destination[i * spacing] = mean(sum, scale: scale)
            sum += Int32(source[(i + radius + 1) * spacing]) - Int32(source[(i - radius) * spacing])
        }
        for i in middleEnd..<count {
            destination[i * spacing] = mean(sum, scale: scale)
            sum += Int32(source[min(i + radius + 1, last) * spacing]) - Int32(source[max(i - radius, 0) * spacing])
        }
    }

    /// One box blur down `columns` (sample indices within a row) of `rowCount` rows of `rowLength`
    /// samples, a band of a row at a time.
    private static func verticalBox<Sample: FixedWidthInteger & UnsignedInteger>(
        _ source: UnsafeMutablePointer<Sample>, _ destination: UnsafeMutablePointer<Sample>,
        columns: Range<Int>, rowLength: Int, rowCount: Int, radius: Int
    ) {
        guard !columns.isEmpty else { return }
        let last = rowCount - 1
        let scale = 1 / Float(2 * radius + 1)
        var sums = [Int32](repeating: 0, count: columns.count)
        sums.withUnsafeMutableBufferPointer { sums in
            let first = source + columns.lowerBound, final = source + last * rowLength + columns.lowerBound
            let edgeCount = Int32(radius + 1), beyondCount = Int32(max(radius - last, 0))
            for i in 0..<sums.count {
                sums[i] = edgeCount * Int32(first[i]) + beyondCount * Int32(final[i])
            }
            for j in stride(from: 1, through: min(radius, last), by: 1) {
                let row = source + j * rowLength + columns.lowerBound
                for i in 0..<sums.count { sums[i] += Int32(row[i]) }
            }
            for y in 0..<rowCount {
                let output = destination + y * rowLength + columns.lowerBound
                let entering = source + min(y + radius + 1, last) * rowLength + columns.lowerBound
                let leaving = source + max(y - radius, 0) * rowLength + columns.lowerBound
                for i in 0..<sums.count {
                    output[i] = mean(sums[i], scale: scale)
                    sums[i] += Int32(entering[i]) - Int32(leaving[i])
                }
            }
        }
    }
}

/// The two buffers the passes ping-pong between, shared by the bands of one blur: each band reads and
/// writes only its own rows (or columns) of them, and `concurrentPerform` returns only once every band
/// is done, so no two threads touch the same samples.
private struct BufferPair<Sample>: @unchecked Sendable {
    let first: UnsafeMutablePointer<Sample>
    let second: UnsafeMutablePointer<Sample>

    init(_ first: UnsafeMutablePointer<Sample>, _ second: UnsafeMutablePointer<Sample>) {
        self.first = first
        self.second = second
    }
}
