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

        /// Meets the samples at `indices` of `samples`: one tight loop, its sums kept in registers.
        mutating func add(_ samples: UnsafePointer<Int16>, at indices: [Int]) {
            var (sum, squares, minimum, maximum) = (sum, squares, minimum, maximum)
            for index in indices {
                let sample = samples[index], value = Int64(sample)
                sum &+= value
                squares &+= value &* value
                minimum = Swift.min(minimum, sample)
                maximum = Swift.max(maximum, sample)
            }
            (self.sum, self.squares, self.minimum, self.maximum) = (sum, squares, minimum, maximum)
            count += indices.count
        }

        /// Meets the samples at the bits set in `bits` (bit n on sample n): the bits scanned as they are packed, a
        /// run of them at a time, the sums kept in registers.
        mutating func add(_ samples: UnsafePointer<Int16>, atSetBitsOf bits: PackedBits) {
            var (sum, squares, minimum, maximum, met) = (sum, squares, minimum, maximum, 0)
            bits.forEachRun { start, length in
                for index in start..<start + length {
                    let sample = samples[index], value = Int64(sample)
                    sum &+= value
                    squares &+= value &* value
                    minimum = Swift.min(minimum, sample)
                    maximum = Swift.max(maximum, sample)
                }
                met &+= length
            }
            (self.sum, self.squares, self.minimum, self.maximum) = (sum, squares, minimum, maximum)
            count += met
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
    /// Adds slice `slice`'s samples where each region covers it in `regions` to the region's accumulator in
    /// `accumulators` (by its key, made where there is none yet), as missing where the slice has not been filled.
    /// One read of the volume.
    public func accumulate<Key: Hashable>(
        _ regions: [Key: SliceCover], inSlice slice: Int, into accumulators: inout [Key: RegionStatistics.Accumulator]
    ) {
        let start = slice * geometry.samplesPerSlice
        readSlices { voxels, isFilled, _ in
            let isThere = isFilled(slice)
            for (key, cover) in regions {
                var accumulator = accumulators[key] ?? RegionStatistics.Accumulator()
                switch (cover, isThere) {
                case (_, false): accumulator.addMissing(cover.count)
                case (.indices(let indices), true): accumulator.add(voxels + start, at: indices)
                case (.bits(let bits), true):
                    precondition(bits.count <= geometry.samplesPerSlice, "a frame's bits past the slice's voxels")
                    accumulator.add(voxels + start, atSetBitsOf: bits)
                }
                accumulators[key] = accumulator
            }
        }
    }
}
