extension LabelVolume {
    /// The statistics of `volume`'s values (on the same grid) over the voxels of each label, by label: one read
    /// of both, voxels of slices either has not filled left out (counted as missing where the labels are
    /// there); a label on no voxel with a value has none.
    public func statistics(of volume: CTVolume) -> [Int: RegionStatistics] {
        guard volume.geometry.dimensions == geometry.dimensions else { return [:] }
        let perSlice = geometry.samplesPerSlice, sliceCount = geometry.sliceCount
        let size = Self.maximumLabel + 1
        // Welford's running mean and sum of squared differences, per label.
        var counts = [Int](repeating: 0, count: size), missing = counts
        var means = [Double](repeating: 0, count: size), squares = means
        var minima = [Double](repeating: .infinity, count: size), maxima = [Double](repeating: -.infinity, count: size)
        labels.readSlices { labelSamples, hasLabels, _ in
            volume.readSlices { voxels, isFilled, storage in
                // Each sample's value, looked up rather than worked out 78 million times.
                let values = (Int(Int16.min)...Int(Int16.max)).map { storage.value(ofSample: Int16($0)) }
                for slice in 0..<sliceCount where hasLabels(slice) {
                    let filled = isFilled(slice)
                    for index in slice * perSlice..<(slice + 1) * perSlice {
                        let label = Int(labelSamples[index])
                        guard label > 0 else { continue }
                        guard filled else {
                            missing[label] += 1
                            continue
                        }
                        let value = values[Int(voxels[index]) - Int(Int16.min)]
                        counts[label] += 1
                        let delta = value - means[label]
                        means[label] += delta / Double(counts[label])
                        squares[label] += delta * (value - means[label])
                        minima[label] = min(minima[label], value)
                        maxima[label] = max(maxima[label], value)
                    }
                }
            }
        }
        var found: [Int: RegionStatistics] = [:]
        for label in 1..<size where counts[label] > 0 {
            let count = counts[label]
            found[label] = RegionStatistics(
                count: count, missing: missing[label], mean: means[label],
                standardDeviation: count > 1 ? (squares[label] / Double(count - 1)).squareRoot() : 0, minimum: minima[label], maximum: maxima[label])
        }
        return found
    }
}
