/// How a slab's sections become one image: per pixel, the highest HU (maximum intensity projection: vessels,
/// bone, contrast), the lowest (minimum intensity: airways, emphysema) or the mean (a thick section with
/// less noise).
public enum SlabProjection: String, Sendable, Hashable, CaseIterable, Codable {
    case mip, minip, mean

    /// Its name on screen: "MIP", "MinIP", "Average".
    public var title: String {
        switch self {
        case .mip: "MIP"
        case .minip: "MinIP"
        case .mean: "Average"
        }
    }

    /// Projects `count` rows of `width` samples, the first at `first` and each `stride` after the one
    /// before, into `output` (`width` samples): the rows of an axial or coronal slab, contiguous across.
    func project(
        rows first: UnsafePointer<Int16>, count: Int, stride: Int, width: Int, into output: UnsafeMutablePointer<Int16>
    ) {
        output.update(from: first, count: width)
        guard count > 1 else { return }
        // MIP and MinIP are spelled out apiece (here and for runs): one loop taking `max` or `min` as a closure
        // ran 15 times slower (tomo-bench reslice: an axial slab's MIP 33 ms instead of 2 ms).
        switch self {
        case .mip:
            for index in 1..<count {
                let row = first + index * stride
                for column in 0..<width { output[column] = max(output[column], row[column]) }
            }
        case .minip:
            for index in 1..<count {
                let row = first + index * stride
                for column in 0..<width { output[column] = min(output[column], row[column]) }
            }
        case .mean:
            // Int32 holds the sum of 65,536 Int16 values; a slab of more sections (no CT has 65,536 slices, rows
            // or columns) would wrap: a wrong mean, clamped to Int16, never a trap.
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: width) { sums in
                for column in 0..<width { sums[column] = Int32(first[column]) }
                for index in 1..<count {
                    let row = first + index * stride
                    for column in 0..<width { sums[column] &+= Int32(row[column]) }
                }
                let count = Double(count)
                for column in 0..<width { output[column] = Self.mean(sums[column], count) }
            }
        }
    }

    /// Projects `width` runs of `count` contiguous samples, the first run at `first` and each `runStride`
    /// after the one before, one output sample per run: the rows of a sagittal slab (each run a stretch of
    /// one image row across the slab). Taken a column of the runs at a time: the runs' cache lines, read by
    /// the first column, serve the others.
    func project(
        runs first: UnsafePointer<Int16>, count: Int, runStride: Int, width: Int, into output: UnsafeMutablePointer<Int16>
    ) {
        var sample = first
        for index in 0..<width {
            output[index] = sample.pointee
            sample += runStride
        }
        guard count > 1 else { return }
        switch self {
        case .mip:
            for offset in 1..<count {
                sample = first + offset
                for index in 0..<width {
                    output[index] = max(output[index], sample.pointee)
                    sample += runStride
                }
            }
        case .minip:
            for offset in 1..<count {
                sample = first + offset
                for index in 0..<width {
                    output[index] = min(output[index], sample.pointee)
                    sample += runStride
                }
            }
        case .mean:
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: width) { sums in
                for index in 0..<width { sums[index] = Int32(output[index]) }
                for offset in 1..<count {
                    sample = first + offset
                    for index in 0..<width {
                        sums[index] &+= Int32(sample.pointee)
                        sample += runStride
                    }
                }
                let count = Double(count)
                for index in 0..<width { output[index] = Self.mean(sums[index], count) }
            }
        }
    }

    /// `sum / count` to the nearest HU, ties to even (one instruction, which vectorizes; a tie needs an even
    /// count, which only a slab clamped at the volume's faces has).
    @inline(__always)
    private static func mean(_ sum: Int32, _ count: Double) -> Int16 {
        Int16(clamping: Int((Double(sum) / count).rounded(.toNearestOrEven)))
    }
}
