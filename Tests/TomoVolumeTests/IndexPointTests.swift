import Testing
@testable import TomoVolume

/// The ray caster's fixed-point points: a point's voxel, fractions and nearest voxel as the floats' floor, remainder
/// and rounding give them, and a ray's points the same however they are reached.
struct IndexPointTests {
    @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1, 7.999, 8, 255.5, 511.75, 299.4999, -0.25, -0.5, -0.75])
    func aPointsVoxelFractionAndNearestAreTheFloats(_ coordinate: Double) {
        let point = IndexPoint(SIMD3(coordinate, coordinate / 2, coordinate * 1.5))
        for (axis, value) in [coordinate, coordinate / 2, coordinate * 1.5].enumerated() {
            let voxel = [point.voxel.x, point.voxel.y, point.voxel.z][axis], nearest = [point.nearest.x, point.nearest.y, point.nearest.z][axis]
            #expect(voxel == Int(value.rounded(.down)), "axis \(axis) of \(coordinate)")
            #expect(abs(Double(point.fraction[axis]) - (value - value.rounded(.down))) < 1e-6, "axis \(axis) of \(coordinate)")
            #expect(nearest == Int((value + 0.5).rounded(.down)), "axis \(axis) of \(coordinate)")
        }
    }

    @Test func aRaysPointIsTheSameStepByStepOrAtOnce() {
        let start = IndexPoint(SIMD3(12.3, 400.017, 0.5)), along = IndexPoint(SIMD3(0.4731, -0.1192, 0.2718))
        var stepped = start
        for k in 1...2_000 {
            stepped.advance(by: along)
            #expect(stepped == start.advanced(by: along, times: k))
        }
        let far = stepped.float
        #expect(abs(far.x - Float(12.3 + 2_000 * 0.4731)) < 1e-3 && abs(far.y - Float(400.017 - 2_000 * 0.1192)) < 1e-3)
    }

    @Test func aPointIsHeldWithinTheVoxels() {
        let last = IndexPoint(x: 511 << 32, y: 511 << 32, z: 299 << 32)
        let held = IndexPoint(SIMD3(-3.5, 600, 150.25)).held(within: last)
        #expect(held.voxel == (0, 511, 150))
        #expect(held.fraction == SIMD3(0, 0, 0.25))
    }
}
