import Foundation

/// A volume cut into bricks of 8 × 8 × 8 voxels, each with the least and greatest sample a trilinear sample
/// attributed to it can read (its voxels and one more on every side, so a sample a rounding error over a face
/// is still covered): what lets a ray pass over a brick whose values cannot show. Built once per volume, a slab
/// of bricks as soon as its slices have arrived (until then its bricks read as holding anything). Memory: 4
/// bytes a brick, 1/256 of the volume's.
struct VolumeBricks: Sendable {
    static let side = 8
    let columns: Int, rows: Int, slices: Int
    /// Per brick (column fastest, then row, then slice): its least and greatest sample.
    private(set) var low: [Int16], high: [Int16]
    /// Per slab of bricks (8 slices), whether its figures are worked out.
    private var isBuilt: [Bool]

    /// The bricks of a volume on `geometry`, none worked out yet.
    init(geometry: VolumeGeometry) {
        let side = Self.side
        (columns, rows, slices) = ((geometry.columns + side - 1) / side, (geometry.rows + side - 1) / side, (geometry.sliceCount + side - 1) / side)
        let count = columns * rows * slices
        low = [Int16](repeating: .min, count: count)
        high = [Int16](repeating: .max, count: count)
        isBuilt = [Bool](repeating: false, count: slices)
    }

    /// Works out the slabs of bricks not yet worked out whose slices (`isFilled`) have all arrived, from
    /// `voxels` (`geometry`'s), on every core.
    mutating func update(voxels: UnsafePointer<Int16>, geometry: VolumeGeometry, isFilled: (Int) -> Bool) {
        let side = Self.side, depth = geometry.sliceCount
        @Sendable func sliceRange(of slab: Int) -> ClosedRange<Int> { max(slab * side - 1, 0)...min((slab + 1) * side, depth - 1) }
        let ready = (0..<slices).filter { !isBuilt[$0] && sliceRange(of: $0).allSatisfy(isFilled) }
        guard !ready.isEmpty else { return }
        let (width, height, bricksWide, bricksHigh) = (geometry.columns, geometry.rows, columns, rows)
        low.withUnsafeMutableBufferPointer { lows in
            high.withUnsafeMutableBufferPointer { highs in
                let memory = BrickMemory(voxels: voxels, low: lows.baseAddress!, high: highs.baseAddress!)
                DispatchQueue.concurrentPerform(iterations: ready.count * bricksHigh) { job in
                    let (slab, brickRow) = (ready[job / bricksHigh], job % bricksHigh)
                    let rowRange = max(brickRow * side - 1, 0)...min((brickRow + 1) * side, height - 1)
                    // Per brick column: the least and greatest of its eight columns (lane by lane), then of the
                    // columns either side of them; the eight lanes folded at the end.
                    var least = [SIMD8<Int16>](repeating: SIMD8(repeating: .max), count: bricksWide)
                    var greatest = [SIMD8<Int16>](repeating: SIMD8(repeating: .min), count: bricksWide)
                    let whole = width / side
                    for z in sliceRange(of: slab) {
                        for y in rowRange {
                            let line = memory.voxels + (z * height + y) * width
                            for brickColumn in 0..<whole {
                                let x = brickColumn * side
                                var values = UnsafeRawPointer(line + x).loadUnaligned(as: SIMD8<Int16>.self)
                                least[brickColumn] = pointwiseMin(least[brickColumn], values)
                                greatest[brickColumn] = pointwiseMax(greatest[brickColumn], values)
                                // The columns either side, in lanes 0 and 7.
                                values[0] = line[max(x - 1, 0)]
                                values[7] = line[min(x + side, width - 1)]
                                least[brickColumn] = pointwiseMin(least[brickColumn], values)
                                greatest[brickColumn] = pointwiseMax(greatest[brickColumn], values)
                            }
                            for brickColumn in whole..<bricksWide {
                                for x in max(brickColumn * side - 1, 0)..<width {
                                    least[brickColumn][0] = min(least[brickColumn][0], line[x])
                                    greatest[brickColumn][0] = max(greatest[brickColumn][0], line[x])
                                }
                            }
                        }
                    }
                    for brickColumn in 0..<bricksWide {
                        let brick = (slab * bricksHigh + brickRow) * bricksWide + brickColumn
                        memory.low[brick] = least[brickColumn].min()
                        memory.high[brick] = greatest[brickColumn].max()
                    }
                }
            }
        }
        for slab in ready { isBuilt[slab] = true }
    }
}

/// The voxels read and the bricks' figures written by the threads finding them, each its own bricks.
private struct BrickMemory: @unchecked Sendable {
    let voxels: UnsafePointer<Int16>
    let low: UnsafeMutablePointer<Int16>
    let high: UnsafeMutablePointer<Int16>
}
