extension Bitmap {
    /// This image resampled to exactly `width × height`, each axis independently.
    ///
    /// An axis that shrinks is area-averaged: each output pixel is the coverage-weighted mean of the
    /// input pixels under it, partially covered pixels counting by the fraction covered. An axis that
    /// grows uses the smooth triangle (bilinear) filter, pixel centres aligned, edges clamped.
    /// Works on every format and keeps full 16-bit precision for `.gray16`; channels (alpha included)
    /// are resampled independently. Results are rounded to nearest. The same size returns `self`.
    ///
    /// - Throws: `ImagingError.invalidDimensions` if `width` or `height` is not positive;
    ///   `ImagingError.tooLarge` if the result would exceed `DecodingLimits.standard`.
    public func resized(width: Int, height: Int) throws(ImagingError) -> Bitmap {
        try DecodingLimits.standard.check(width: width, height: height)
        if width == self.width, height == self.height { return self }
        return switch format {
        case .gray8: resampled(width: width, height: height, channels: 1, sample: UInt8.self)
        case .gray16: resampled(width: width, height: height, channels: 1, sample: UInt16.self)
        case .rgb8: resampled(width: width, height: height, channels: 3, sample: UInt8.self)
        case .rgba8: resampled(width: width, height: height, channels: 4, sample: UInt8.self)
        }
    }

    /// Separable resampling. For each output row the vertical filter combines whole input rows into one
    /// `Float` row (a vectorisable loop over all samples, whatever the channels), which the horizontal
    /// filter then reduces to the output row. Called with a constant `channels` so it unrolls.
    @inline(__always)
    private func resampled<Sample: FixedWidthInteger & UnsignedInteger>(
        width: Int, height: Int, channels: Int, sample: Sample.Type
    ) -> Bitmap {
        let horizontal = ResamplingAxis(from: self.width, to: width)
        let vertical = ResamplingAxis(from: self.height, to: height)
        let inputRowCount = samplesPerRow
        var row = [Float](repeating: 0, count: inputRowCount)
        return withSamples(as: Sample.self) { source in
            Bitmap.make(width: width, height: height, format: format, sample: Sample.self) { destination in
                row.withUnsafeMutableBufferPointer { row in
                    let row = row.baseAddress!
                    for y in 0..<height {
                        for tap in 0..<vertical.taps {
                            let weight = vertical.weights[y * vertical.taps + tap]
                            let input = source.baseAddress! + (vertical.starts[y] + tap) * inputRowCount
                            if tap == 0 {
                                for i in 0..<inputRowCount { row[i] = weight * Float(input[i]) }
                            } else if weight != 0 {
                                for i in 0..<inputRowCount { row[i] += weight * Float(input[i]) }
                            }
                        }
                        horizontal.reduce(
                            row, into: destination.baseAddress! + y * width * channels, channels: channels)
                    }
                }
            }
        }
    }
}
