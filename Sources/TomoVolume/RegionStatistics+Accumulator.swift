import TomoCore

extension RegionStatistics {
    /// The figures of a volume's samples met a few at a time (a region slice by slice, or by parts at once):
    /// exact integer sums of the samples and their squares, the least and greatest, and how many were missing;
    /// turned into values through the volume's storage at the end. Two accumulators add up (`merge`).
    public struct Accumulator: Sendable {
        public private(set) var count = 0
        public private(set) var missing = 0
        private var sum: Int64 = 0, squares: Int64 = 0
        private var minimum = Int16.max, maximum = Int16.min

        /// None met yet.
        public init() {}

        /// Meets `sample`.
        @inline(__always)
        public mutating func add(_ sample: Int16) {
            count += 1
            let value = Int64(sample)
            sum &+= value
            squares &+= value * value
            minimum = Swift.min(minimum, sample)
            maximum = Swift.max(maximum, sample)
        }

        /// Meets `count` samples not there (their slice has not arrived).
        public mutating func addMissing(_ count: Int = 1) {
            missing += count
        }

        /// Meets what `other` met.
        public mutating func merge(_ other: Accumulator) {
            count += other.count
            missing += other.missing
            sum &+= other.sum
            squares &+= other.squares
            minimum = Swift.min(minimum, other.minimum)
            maximum = Swift.max(maximum, other.maximum)
        }

        /// The figures of the samples met as values of `storage` (mean and SD of the values, n − 1); nil where
        /// none was.
        public func statistics(in storage: Rescale) -> RegionStatistics? {
            guard count > 0 else { return nil }
            let n = Double(count), mean = Double(sum) / n
            // The squares' spread from the exact integer sums (no cancellation worth the name at 16 bits).
            let spread = count > 1 ? max(0, (Double(squares) - Double(sum) * mean) / (n - 1)).squareRoot() : 0
            let (low, high) = (storage.value(ofSample: minimum), storage.value(ofSample: maximum))
            return RegionStatistics(
                count: count, missing: missing, mean: storage.physicalValue(ofStored: mean), standardDeviation: abs(storage.slope) * spread,
                minimum: Swift.min(low, high), maximum: Swift.max(low, high))
        }
    }
}

extension CTVolume {
    /// Adds slice `slice`'s samples at `indices` (`row × columns + column`) to `accumulator`, as missing where the
    /// slice has not been filled. One read of the volume.
    public func accumulate(_ indices: [Int], inSlice slice: Int, into accumulator: inout RegionStatistics.Accumulator) {
        let start = slice * geometry.samplesPerSlice
        readSlices { voxels, isFilled, _ in
            guard isFilled(slice) else {
                accumulator.addMissing(indices.count)
                return
            }
            for index in indices { accumulator.add(voxels[start + index]) }
        }
    }
}
