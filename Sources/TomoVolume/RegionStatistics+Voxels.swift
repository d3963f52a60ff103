extension RegionStatistics {
    /// The statistics of the values of `volume`'s voxels at `indices` (`(slice × rows + row) × columns + column`),
    /// those of slices not yet filled counted as missing; nil where none has a value. One read of the volume.
    public init?(voxels indices: [Int], of volume: CTVolume) {
        let perSlice = volume.geometry.samplesPerSlice
        let (accumulator, storage) = volume.readSlices { voxels, isFilled, storage in
            var accumulator = Accumulator()
            for index in indices {
                if isFilled(index / perSlice) { accumulator.add(voxels[index]) } else { accumulator.addMissing() }
            }
            return (accumulator, storage)
        }
        guard let figures = accumulator.statistics(in: storage) else { return nil }
        self = figures
    }
}
