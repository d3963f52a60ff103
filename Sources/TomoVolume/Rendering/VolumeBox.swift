import TomoCore

/// A box in a volume's voxel index space (column, row, slice as x, y and z; voxel centres at whole numbers, the
/// whole volume −½ … n − ½ on each axis): what a 3D view keeps (a crop box) or cuts away.
public struct VolumeBox: Sendable, Hashable {
    /// The least column, row and slice inside.
    public var lower: Vector3
    /// The greatest column, row and slice inside.
    public var upper: Vector3

    /// The box from `lower` to `upper` (each coordinate of `lower` at most `upper`'s).
    public init(lower: Vector3, upper: Vector3) {
        self.lower = lower
        self.upper = upper
    }

    /// The whole of a volume on `geometry`: the outer faces of its outermost voxels.
    public init(wholeOf geometry: VolumeGeometry) {
        lower = Vector3(-0.5, -0.5, -0.5)
        upper = Vector3(Double(geometry.columns) - 0.5, Double(geometry.rows) - 0.5, Double(geometry.sliceCount) - 0.5)
    }

    /// The corner of a volume on `geometry` from `point` (voxel coordinates) out to the faces the camera looking
    /// along `forward` (patient space) sees: cut away, it opens the volume along the three planes through `point`.
    public static func corner(of geometry: VolumeGeometry, at point: Vector3, facing forward: Vector3) -> VolumeBox {
        let whole = VolumeBox(wholeOf: geometry)
        let towardsCamera = [geometry.orientation.row, geometry.orientation.column, geometry.orientation.normal].map { $0.dot(forward) < 0 }
        return VolumeBox(
            lower: Vector3(towardsCamera[0] ? point.x : whole.lower.x, towardsCamera[1] ? point.y : whole.lower.y, towardsCamera[2] ? point.z : whole.lower.z),
            upper: Vector3(towardsCamera[0] ? whole.upper.x : point.x, towardsCamera[1] ? whole.upper.y : point.y, towardsCamera[2] ? whole.upper.z : point.z))
    }

    /// The part of the line `start + t × along` inside the box, as its least and greatest t (slab method); nil where
    /// it misses the box.
    func span(from start: SIMD3<Double>, along: SIMD3<Double>) -> ClosedRange<Double>? {
        var enter = -Double.infinity, exit = Double.infinity
        let (low, high) = (SIMD3(lower.x, lower.y, lower.z), SIMD3(upper.x, upper.y, upper.z))
        for axis in 0..<3 {
            guard along[axis] != 0 else {
                guard start[axis] >= low[axis], start[axis] <= high[axis] else { return nil }
                continue
            }
            let (a, b) = ((low[axis] - start[axis]) / along[axis], (high[axis] - start[axis]) / along[axis])
            enter = max(enter, min(a, b))
            exit = min(exit, max(a, b))
        }
        return enter <= exit ? enter...exit : nil
    }
}
