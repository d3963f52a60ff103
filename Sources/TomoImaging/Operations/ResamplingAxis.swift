/// How one axis is resampled from `inputCount` to `outputCount` samples: for each output index,
/// `taps` consecutive input indices from `starts[i]` with weights `weights[i * taps ..< (i + 1) * taps]`
/// (zero-padded where an output needs fewer taps). The weights of each output sum to 1.
///
/// Shrinking (and keeping the size) uses area averaging: output `i` covers input coordinates
/// `[i · in/out, (i + 1) · in/out)` and each input sample counts by how much of it lies inside.
/// Enlarging uses the triangle (bilinear) filter with pixel centres aligned, clamped at the edges.
/// Both are computed from exact integer ratios, so for instance halving gives weights of exactly ½.
struct ResamplingAxis {
    let taps: Int
    let starts: [Int]
    let weights: [Float]

    init(from inputCount: Int, to outputCount: Int) {
        precondition(inputCount > 0 && outputCount > 0)
        // Each output's (first input index, weights) before padding to a common tap count.
        var spans: [(start: Int, weights: [Double])] = []
        spans.reserveCapacity(outputCount)
        if outputCount <= inputCount {
            // In units of 1 / (in · out): input j covers [j · out, (j + 1) · out), output i covers [i · in, (i + 1) · in).
            for i in 0..<outputCount {
                let low = i * inputCount, high = (i + 1) * inputCount
                let first = low / outputCount, last = (high - 1) / outputCount
                let weights = (first...last).map { j in
                    Double(min(high, (j + 1) * outputCount) - max(low, j * outputCount)) / Double(inputCount)
                }
                spans.append((first, weights))
            }
        } else {
            // Output centre i + ½ sits at input coordinate (i + ½) · in/out; input centres are at j + ½.
            // So the position between input centres is x = ((2i + 1) · in − out) / (2 · out).
            let denominator = 2 * outputCount
            for i in 0..<outputCount {
                let numerator = (2 * i + 1) * inputCount - outputCount
                if numerator <= 0 {
                    spans.append((0, [1]))
                } else if numerator >= (inputCount - 1) * denominator {
                    spans.append((inputCount - 1, [1]))
                } else {
                    let j = numerator / denominator
                    let fraction = Double(numerator - j * denominator) / Double(denominator)
                    spans.append((j, [1 - fraction, fraction]))
                }
            }
        }
        let taps = spans.map(\.weights.count).max()!
        var starts = [Int](repeating: 0, count: outputCount)
        var weights = [Float](repeating: 0, count: outputCount * taps)
        for (i, span) in spans.enumerated() {
            // Keep every tap inside the input: shift the window left near the end.
            let start = min(span.start, inputCount - taps)
            starts[i] = start
            for (k, weight) in span.weights.enumerated() {
                weights[i * taps + span.start - start + k] = Float(weight)
            }
        }
        self.taps = taps
        self.starts = starts
        self.weights = weights
    }
}

extension ResamplingAxis {
    /// Resamples one row of interleaved pixels of `channels` (at most 4) samples into `output`.
    @inline(__always)
    func reduce<Sample: FixedWidthInteger & UnsignedInteger>(
        _ input: UnsafePointer<Float>, into output: UnsafeMutablePointer<Sample>, channels: Int
    ) {
        starts.withUnsafeBufferPointer { starts in
            weights.withUnsafeBufferPointer { weights in
                for x in 0..<starts.count {
                    let pixels = input + starts[x] * channels
                    var sums = SIMD4<Float>()
                    for tap in 0..<taps {
                        let weight = weights[x * taps + tap]
                        for channel in 0..<channels { sums[channel] += weight * pixels[tap * channels + channel] }
                    }
                    for channel in 0..<channels {
                        output[x * channels + channel] = Sample(roundingNonNegative: sums[channel])
                    }
                }
            }
        }
    }
}
