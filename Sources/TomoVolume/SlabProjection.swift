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
        switch self {
        case .mip, .minip:
            output.update(from: first, count: width)
            for index in 1..<max(count, 1) {
                let row = first + index * stride
                if self == .mip {
                    for column in 0..<width { output[column] = max(output[column], row[column]) }
                } else {
                    for column in 0..<width { output[column] = min(output[column], row[column]) }
                }
            }
        case .mean:
            // Int32 holds a sum of 65,536 Int16 values: more sections than any slab has.
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: width) { sums in
                for column in 0..<width { sums[column] = Int32(first[column]) }
                for index in 1..<max(count, 1) {
                    let row = first + index * stride
                    for column in 0..<width { sums[column] &+= Int32(row[column]) }
                }
                for column in 0..<width { output[column] = Self.mean(sums[column], count) }
            }
        }
    }

    /// Projects `width` runs of `count` contiguous samples, the first run at `first` and each `runStride`
    /// after the one before, one output sample per run: the rows of a sagittal slab (each run a stretch of
    /// one image row across the slab).
    func project(
        runs first: UnsafePointer<Int16>, count: Int, runStride: Int, width: Int, into output: UnsafeMutablePointer<Int16>
    ) {
        if count <= 1 {
            for index in 0..<width { output[index] = first[index * runStride] }
            return
        }
        for index in 0..<width {
            let run = UnsafeBufferPointer(start: first + index * runStride, count: count)
            output[index] = switch self {
            case .mip: run.max()!
            case .minip: run.min()!
            case .mean: Self.mean(run.reduce(Int32(0)) { $0 &+ Int32($1) }, run.count)
            }
        }
    }

    /// `sum / count` rounded to the nearest HU, halves away from zero.
    private static func mean(_ sum: Int32, _ count: Int) -> Int16 {
        Int16((Double(sum) / Double(count)).rounded())
    }
}
