import TomoCore
import TomoVolume

extension DICOMSegmentation {
    /// The voxels of a volume on `geometry` that segment `number` covers, as indices (`(slice × rows + row) ×
    /// columns + column`), ascending: a voxel counts where its centre, taken to the segment's frame nearest it along
    /// their normal (within half the frames' spacing), falls on a pixel of that frame inside the segment — 1 in a
    /// BINARY frame, at least half `maximumFractionalValue` in a FRACTIONAL one, `number` in a label map's. Nearest
    /// neighbour placement, whatever the two grids (another spacing, extent or orientation). Frames are decoded
    /// from `file` one at a time; only the voxels within the frames' extent are looked at.
    /// - Throws: `DICOMError` where a frame of the segment cannot be decoded.
    public func voxels(of number: Int, on geometry: VolumeGeometry, in file: DICOMFile) throws(DICOMError) -> [Int] {
        let placed = frames(of: number).compactMap { frame -> (Frame, Double)? in
            guard let position = frame.position, let orientation = frame.orientation else { return nil }
            return (frame, position.dot(orientation.normal))
        }
        guard let first = placed.first?.0, let orientation = first.orientation else { return [] }
        let normal = orientation.normal
        // The frames of the first one's orientation, by their depth along its normal.
        let stack = placed.filter { $0.0.orientation?.isClose(to: orientation, tolerance: 1e-3) == true }.sorted { $0.1 < $1.1 }
        let depths = stack.map(\.1)
        let steps = zip(depths, depths.dropFirst()).map { $1 - $0 }.filter { $0 > 1e-3 }.sorted()
        let spacing = steps.isEmpty ? geometry.sliceSpacing : steps[steps.count / 2]
        let pixelSpacing = first.pixelSpacing ?? PixelSpacing(row: 1, column: 1)
        var inside: [Int: [Bool]] = [:]
        for (frame, _) in stack {
            let values = try values(ofFrame: frame, in: file)
            let threshold = kind == .fractional ? Double(maximumFractionalValue) / 2 : 0
            inside[frame.index] = (0..<values.count).map { index in
                let value = Int(values.value(at: index))
                return kind == .labelMap ? value == number : kind == .fractional ? Double(value) >= threshold : value != 0
            }
        }
        let box = voxelBox(of: stack.map(\.0), spacing: spacing, pixelSpacing: pixelSpacing, on: geometry)
        guard let box else { return [] }
        var found: [Int] = []
        for slice in box.slices {
            for row in box.rows {
                for column in box.columns {
                    let centre = geometry.position(column: Double(column), row: Double(row), slice: Double(slice))
                    let depth = centre.dot(normal)
                    // The frame nearest along the normal: the first at or past it, or the one before.
                    var low = 0, high = depths.count
                    while low < high {
                        let middle = (low + high) / 2
                        if depths[middle] < depth { low = middle + 1 } else { high = middle }
                    }
                    let nearest = [low - 1, low].filter(depths.indices.contains).min { abs(depths[$0] - depth) < abs(depths[$1] - depth) }
                    guard let nearest, abs(depths[nearest] - depth) <= spacing / 2 + 1e-6 else { continue }
                    let frame = stack[nearest].0
                    let offset = centre - frame.position!
                    let x = (offset.dot(orientation.row) / pixelSpacing.column).rounded()
                    let y = (offset.dot(orientation.column) / pixelSpacing.row).rounded()
                    guard x >= 0, y >= 0, x < Double(columns), y < Double(rows) else { continue }
                    if inside[frame.index]?[Int(y) * columns + Int(x)] == true {
                        found.append((slice * geometry.rows + row) * geometry.columns + column)
                    }
                }
            }
        }
        return found
    }

    /// The voxels of `geometry` within the extent of `frames` (their pixels, half a spacing either side of their
    /// planes), as index ranges; nil where they miss the volume.
    private func voxelBox(
        of frames: [Frame], spacing: Double, pixelSpacing: PixelSpacing, on geometry: VolumeGeometry
    ) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>, slices: ClosedRange<Int>)? {
        var low = [Double.infinity, .infinity, .infinity], high = [-Double.infinity, -.infinity, -.infinity]
        for frame in frames {
            guard let position = frame.position, let orientation = frame.orientation else { continue }
            for u in [-0.5, Double(columns) - 0.5] {
                for v in [-0.5, Double(rows) - 0.5] {
                    for w in [-0.5, 0.5] {
                        let corner = position + orientation.row * (u * pixelSpacing.column) + orientation.column * (v * pixelSpacing.row)
                            + orientation.normal * (w * spacing)
                        let index = geometry.index(of: corner)
                        for (axis, value) in [index.column, index.row, index.slice].enumerated() {
                            low[axis] = min(low[axis], value)
                            high[axis] = max(high[axis], value)
                        }
                    }
                }
            }
        }
        let counts = [geometry.columns, geometry.rows, geometry.sliceCount]
        var ranges: [ClosedRange<Int>] = []
        for axis in 0..<3 {
            guard low[axis].isFinite, high[axis].isFinite else { return nil }
            let first = max(0, Int(max(low[axis].rounded(.down), -1)))
            let last = min(counts[axis] - 1, Int(min(high[axis].rounded(.up), Double(counts[axis]))))
            guard first <= last else { return nil }
            ranges.append(first...last)
        }
        return (ranges[0], ranges[1], ranges[2])
    }
}
