/// A point in a volume's index space (column, row, slice) in fixed point, 32 bits of fraction on each axis, as a
/// ray caster samples it: a ray's point at step k is its start plus k steps exactly (whichever way it is reached),
/// and a sample finds its voxel and its fractions by shifts and masks, with nothing to round and nothing to trap.
struct IndexPoint: Equatable {
    /// Each coordinate times 2³².
    var x: Int64, y: Int64, z: Int64

    init(x: Int64, y: Int64, z: Int64) {
        (self.x, self.y, self.z) = (x, y, z)
    }

    /// `point` to the nearest 2⁻³² of a voxel.
    init(_ point: SIMD3<Double>) {
        (x, y, z) = (Int64((point.x * 0x1p32).rounded()), Int64((point.y * 0x1p32).rounded()), Int64((point.z * 0x1p32).rounded()))
    }

    /// `point`, exactly.
    init(_ point: SIMD3<Float>) {
        self.init(SIMD3(Double(point.x), Double(point.y), Double(point.z)))
    }

    /// The point `k` steps of `step` on from this one.
    @inline(__always)
    func advanced(by step: IndexPoint, times k: Int) -> IndexPoint {
        let times = Int64(k)
        return IndexPoint(x: x &+ step.x &* times, y: y &+ step.y &* times, z: z &+ step.z &* times)
    }

    /// The point one `step` on.
    @inline(__always)
    mutating func advance(by step: IndexPoint) {
        (x, y, z) = (x &+ step.x, y &+ step.y, z &+ step.z)
    }

    /// Each coordinate held within 0…`last` (2³² times the greatest index on each axis).
    @inline(__always)
    func held(within last: IndexPoint) -> IndexPoint {
        IndexPoint(x: min(max(x, 0), last.x), y: min(max(y, 0), last.y), z: min(max(z, 0), last.z))
    }

    /// The voxel at or below the point on each axis.
    @inline(__always)
    var voxel: (x: Int, y: Int, z: Int) {
        (Int(truncatingIfNeeded: x &>> 32), Int(truncatingIfNeeded: y &>> 32), Int(truncatingIfNeeded: z &>> 32))
    }

    /// How far past `voxel` the point lies on each axis (0 ..< 1), to 2⁻²⁴ (what a `Float` holds exactly).
    @inline(__always)
    var fraction: SIMD3<Float> {
        SIMD3(Float(fractionBits.x), Float(fractionBits.y), Float(fractionBits.z)) * 0x1p-24
    }

    /// `fraction` times 2²⁴ on each axis.
    @inline(__always)
    var fractionBits: (x: Int32, y: Int32, z: Int32) {
        (Int32(truncatingIfNeeded: (x & 0xFFFF_FFFF) &>> 8), Int32(truncatingIfNeeded: (y & 0xFFFF_FFFF) &>> 8),
         Int32(truncatingIfNeeded: (z & 0xFFFF_FFFF) &>> 8))
    }

    /// The voxel nearest the point (halves up).
    @inline(__always)
    var nearest: (x: Int, y: Int, z: Int) {
        let half: Int64 = 1 << 31
        return (Int(truncatingIfNeeded: (x &+ half) &>> 32), Int(truncatingIfNeeded: (y &+ half) &>> 32), Int(truncatingIfNeeded: (z &+ half) &>> 32))
    }

    /// The point in `Float` (to its precision).
    @inline(__always)
    var float: SIMD3<Float> {
        SIMD3(Float(x), Float(y), Float(z)) * 0x1p-32
    }
}
