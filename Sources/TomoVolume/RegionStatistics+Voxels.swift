extension RegionStatistics {
    /// The statistics of the values of `volume`'s voxels at `indices` (`(slice × rows + row) × columns + column`),
    /// those of slices not yet filled counted as missing; nil where none has a value. One read of the volume.
    public init?(voxels indices: [Int], of volume: CTVolume) {
        let perSlice = volume.geometry.samplesPerSlice
        // Welford's running mean and sum of squared differences.
        let (count, missing, mean, squares, minimum, maximum) = volume.readSlices { voxels, isFilled, storage in
            var count = 0, missing = 0, mean = 0.0, squares = 0.0
            var minimum = Double.infinity, maximum = -Double.infinity
            for index in indices {
                guard isFilled(index / perSlice) else {
                    missing += 1
                    continue
                }
                let value = storage.value(ofSample: voxels[index])
                count += 1
                let delta = value - mean
                mean += delta / Double(count)
                squares += delta * (value - mean)
                minimum = min(minimum, value)
                maximum = max(maximum, value)
            }
            return (count, missing, mean, squares, minimum, maximum)
        }
        guard count > 0 else { return nil }
        self.init(
            count: count, missing: missing, mean: mean, standardDeviation: count > 1 ? (squares / Double(count - 1)).squareRoot() : 0,
            minimum: minimum, maximum: maximum)
    }
}
