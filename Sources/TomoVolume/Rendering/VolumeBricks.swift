import Foundation

/// A volume cut into bricks of 8 × 8 × 8 voxels, each with the least and greatest stored sample a trilinear
/// sample inside it can read (its voxels and the next one along each axis): what lets a ray skip a brick whose
/// values a transfer function makes wholly transparent. Memory: 4 bytes a brick, 1/256 of the volume's.
struct VolumeBricks: Sendable {
    static let side = 8
    let columns: Int, rows: Int, slices: Int
    /// Per brick (column fastest, then row, then slice): its least and greatest sample.
    let low: [Int16], high: [Int16]

    /// The bricks of `voxels` (`geometry`'s), worked out on every core.
    init(voxels: UnsafePointer<Int16>, geometry: VolumeGeometry) {
        let side = Self.side
        let (width, height, depth) = (geometry.columns, geometry.rows, geometry.sliceCount)
        let (bricksWide, bricksHigh, bricksDeep) = ((width + side - 1) / side, (height + side - 1) / side, (depth + side - 1) / side)
        (columns, rows, slices) = (bricksWide, bricksHigh, bricksDeep)
        let count = bricksWide * bricksHigh * bricksDeep
        var low = [Int16](repeating: .max, count: count), high = [Int16](repeating: .min, count: count)
        low.withUnsafeMutableBufferPointer { lows in
            high.withUnsafeMutableBufferPointer { highs in
                let memory = BrickMemory(voxels: voxels, low: lows.baseAddress!, high: highs.baseAddress!)
                DispatchQueue.concurrentPerform(iterations: bricksDeep) { brickSlice in
                    for brickRow in 0..<bricksHigh {
                        for brickColumn in 0..<bricksWide {
                            var (least, greatest) = (Int16.max, Int16.min)
                            for z in brickSlice * side...min((brickSlice + 1) * side, depth - 1) {
                                for y in brickRow * side...min((brickRow + 1) * side, height - 1) {
                                    let line = memory.voxels + (z * height + y) * width
                                    for x in brickColumn * side...min((brickColumn + 1) * side, width - 1) {
                                        least = min(least, line[x])
                                        greatest = max(greatest, line[x])
                                    }
                                }
                            }
                            let brick = (brickSlice * bricksHigh + brickRow) * bricksWide + brickColumn
                            memory.low[brick] = least
                            memory.high[brick] = greatest
                        }
                    }
                }
            }
        }
        (self.low, self.high) = (low, high)
    }

    /// The brick holding index point `point` (each coordinate within the voxels).
    func brick(at point: Vector3) -> Int {
        let side = Double(Self.side)
        return (Int(point.z / side) * rows + Int(point.y / side)) * columns + Int(point.x / side)
    }

    /// The steps from index point `point` (inside its brick) to the first point of the ray `point + k × along`
    /// past its brick's faces (at least 1).
    func stepsOut(from point: Vector3, along: Vector3) -> Int {
        let side = Double(Self.side)
        var exit = Double.infinity
        for (position, direction) in [(point.x, along.x), (point.y, along.y), (point.z, along.z)] where direction != 0 {
            let first = (position / side).rounded(.down) * side
            let bound = direction > 0 ? first + side : first
            exit = min(exit, (bound - position) / direction + (direction > 0 ? 0 : 1e-9))
        }
        return max(1, Int(exit.rounded(.up)))
    }
}

/// The voxels read and the bricks' figures written by the threads finding them, each its own bricks.
private struct BrickMemory: @unchecked Sendable {
    let voxels: UnsafePointer<Int16>
    let low: UnsafeMutablePointer<Int16>
    let high: UnsafeMutablePointer<Int16>
}
