import Testing
import TomoCore
@testable import TomoVolume

/// The ray caster's samples: inside a brick a brick or more from every face, `interiorSample(at:)` (which holds
/// nothing within the voxels) gives what `sample(at:)` gives, at every point of it, and four steps at a time what each
/// step gives alone; `interiorFacing(at:light:)` what `facing(at:light:)` gives.
struct RayCasterSamplingTests {
    @Test func anInteriorBrickSamplesAsTheVolumeDoes() throws {
        let volume = try CoarseVolumeTests.volume(40, 36, 33) { c, r, k in Int16((c * 37 + r * 11 - k * 53) % 301) }
        var generator = SplitMix64(seed: 61)
        // Bricks 1 and 2 on every axis are interior (8 × 2 + 16 ≤ 32, the last slice's index): points anywhere in
        // them, on whole voxels along an axis (no far slice read) and on the bricks' last voxels.
        let points = (0..<2_000).map { _ in SIMD3<Float>((0..<3).map { _ in Float(8 + Double(generator.next() % 1_600_000) / 100_000) }) }
            + [SIMD3(8, 8, 8), SIMD3(23.75, 23, 23), SIMD3(12.5, 17.25, 23)]
        let samples = volume.readSlicesWithBricks { voxels, isFilled, _, bricks in
            let caster = RayCaster(voxels: voxels, filled: (0..<33).map(isFilled), bricks: bricks, geometry: volume.geometry)
            return points.map { (caster.interiorSample(at: IndexPoint($0)), caster.sample(at: IndexPoint($0))) }
        }
        for (point, (interior, sampled)) in zip(points, samples) {
            #expect(interior == sampled, "at \(point)")
        }
        // Four steps at a time (a ray's next steps, side by side) give each step's own value.
        let along = IndexPoint(SIMD3<Float>(0.4375, -0.3, 0.2))
        let fours = volume.readSlicesWithBricks { voxels, isFilled, _, bricks in
            let caster = RayCaster(voxels: voxels, filled: (0..<33).map(isFilled), bricks: bricks, geometry: volume.geometry)
            return points.prefix(500).map { point -> (SIMD4<Float>, [Float]) in
                let start = IndexPoint(SIMD3(point.x, min(point.y, 22), point.z))
                return (caster.interiorSamples(from: start, along: along), (0..<4).map { caster.interiorSample(at: start.advanced(by: along, times: $0)) })
            }
        }
        for (four, one) in fours {
            #expect([four[0], four[1], four[2], four[3]] == one)
        }
        // And the light's facing there is the same worked out either way.
        let light = SIMD3<Float>(0.3, -0.5, 0.8)
        let facings = volume.readSlicesWithBricks { voxels, isFilled, _, bricks in
            let caster = RayCaster(voxels: voxels, filled: (0..<33).map(isFilled), bricks: bricks, geometry: volume.geometry)
            return points.map { (caster.interiorFacing(at: IndexPoint($0), light: light), caster.facing(at: IndexPoint($0), light: light)) }
        }
        for (point, (interior, facing)) in zip(points, facings) {
            #expect(interior == facing, "at \(point)")
        }
        #expect(Set(facings.map(\.0)).count > 1 && facings.contains { $0.0 > 0 }, "the points face differently")
        #expect(Set(samples.map(\.0)).count > 1_000, "the points sample different values")
    }
}
