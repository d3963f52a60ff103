import Foundation

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

    /// Blurs tightly packed pixels of `Channels.count` samples of type `Sample` (stored as bytes),
    /// returning new bytes.
    ///
    /// The horizontal passes work on bands of rows and the vertical ones on bands of columns, the bands
    /// spread over the cores: each band goes through every pass on its own, so no band waits for another
    /// between passes (the passes ping-pong between two buffers, the same number of times in every band).
    /// A row goes through all its horizontal passes while it is in the cache.
    func apply<Sample: FixedWidthInteger & UnsignedInteger & SendableMetatype, Channels: PixelChannels>(
        to pixels: [UInt8], width: Int, height: Int, sample: Sample.Type, channels: Channels.Type
    ) -> [UInt8] {
        var first = pixels
        var second = [UInt8](repeating: 0, count: pixels.count)
        let rowLength = width * Channels.count
        let radii = boxRadii
        let bands = Self.bandCount(for: pixels.count)
        first.withUnsafeMutableBytes { first in
            second.withUnsafeMutableBytes { second in
                let buffers = BufferPair(
                    first.baseAddress!.assumingMemoryBound(to: Sample.self), second.baseAddress!.assumingMemoryBound(to: Sample.self))
                // Horizontal passes: from `first` into `second` and back; an odd count ends in `second`.
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    for row in Self.share(band, of: bands, count: height) {
                        var (source, destination) = (buffers.first + row * rowLength, buffers.second + row * rowLength)
                        for radius in radii {
                            Self.box(source, destination, width: width, radius: radius, channels: Channels.self)
                            swap(&source, &destination)
                        }
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

    /// One box blur along a row of `width` pixels: each output sample is the rounded mean of its
    /// channel's samples within `radius` pixels, pixel indices clamped to the row.
    ///
    /// All channels of a pixel are done together, their running sums in registers (the channel count
    /// is a constant here, so the loops over channels unroll).
    @inline(__always)
    private static func box<Sample: FixedWidthInteger & UnsignedInteger, Channels: PixelChannels>(
        _ source: UnsafeMutablePointer<Sample>, _ destination: UnsafeMutablePointer<Sample>,
        width: Int, radius: Int, channels: Channels.Type
    ) {
        let channels = Channels.count
        let last = width - 1
        let scale = 1 / Float(2 * radius + 1)
        // The window [−radius, radius] around pixel 0, with indices clamped to 0...last.
        var sums = ChannelSums()
        let edgeCount = Int32(radius + 1), beyondCount = Int32(max(radius - last, 0))
        for c in 0..<channels {
            sums[c] = edgeCount &* Int32(source[c]) &+ beyondCount &* Int32(source[last &* channels &+ c])
        }
        for j in stride(from: 1, through: min(radius, last), by: 1) {
            for c in 0..<channels { sums[c] &+= Int32(source[j &* channels &+ c]) }
        }
        // Writes pixel `i` and slides the window: pixel `entering` comes in, pixel `leaving` goes out.
        @inline(__always) func step(_ i: Int, entering: Int, leaving: Int) {
            let output = destination + i &* channels, added = source + entering &* channels, removed = source + leaving &* channels
            for c in 0..<channels {
                output[c] = mean(sums[c], scale: scale)
                sums[c] &+= Int32(added[c]) &- Int32(removed[c])
            }
        }
        // Clamping is needed only near the ends: the middle, where the window lies inside the row, runs
        // without it.
        let middleStart = min(radius, width), middleEnd = max(middleStart, min(last - radius, width))
        for i in 0..<middleStart { step(i, entering: min(i + radius + 1, last), leaving: max(i - radius, 0)) }
        for i in middleStart..<middleEnd { step(i, entering: i &+ radius &+ 1, leaving: i &- radius) }
        for i in middleEnd..<width { step(i, entering: min(i + radius + 1, last), leaving: max(i - radius, 0)) }
    }

    /// One box blur down `columns` (sample indices within a row) of `rowCount` rows of `rowLength`
    /// samples, a band of a row at a time.
    ///
    /// The sums cannot overflow (see ``maximumSigma``), so they use wrapping arithmetic, which lets
    /// the compiler vectorise the loops across columns.
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
                sums[i] = edgeCount &* Int32(first[i]) &+ beyondCount &* Int32(final[i])
            }
            for j in stride(from: 1, through: min(radius, last), by: 1) {
                let row = source + j * rowLength + columns.lowerBound
                for i in 0..<sums.count { sums[i] &+= Int32(row[i]) }
            }
            for y in 0..<rowCount {
                let output = destination + y * rowLength + columns.lowerBound
                let entering = source + min(y + radius + 1, last) * rowLength + columns.lowerBound
                let leaving = source + max(y - radius, 0) * rowLength + columns.lowerBound
                for i in 0..<sums.count {
                    output[i] = mean(sums[i], scale: scale)
                    sums[i] &+= Int32(entering[i]) &- Int32(leaving[i])
                }
            }
        }
    }
}
