import Foundation

extension RayCaster {
    /// `ray`'s colour, `table`'s colours and opacities composited front to back along it, lit by `lighting`
    /// (nil: unlit); bricks `space` marks clear are passed over (their opacity is 0). The ray stops once what
    /// lies behind can no longer change its pixel by half a grey level.
    func composite(_ table: TransferTable, lighting: Lighting?, along ray: Ray, skipping space: EmptySpace) -> SIMD3<Float> {
        var colour = SIMD3<Float>(repeating: 0), covered: Float = 0
        // The facing at the voxel nearest the last lit sample (consecutive samples often share it).
        var litVoxel = (x: -1, y: -1, z: -1), litFacing: Float = 0
        walk(ray, skipping: space) { _, steps, isInterior in
            var at = ray.start + ray.along * Float(steps.lowerBound)
            for _ in steps {
                defer { at += ray.along }
                guard let value = isInterior ? interiorSample(at: at) : sample(at: at) else { continue }
                let entry = table.entry(at: value)
                guard entry.w > 0 else { continue }
                var seen = SIMD3(entry.x, entry.y, entry.z)
                if let lighting {
                    let nearest = (x: Int(at.x + 0.5), y: Int(at.y + 0.5), z: Int(at.z + 0.5))
                    if nearest != litVoxel {
                        (litVoxel, litFacing) = (nearest, facing(at: at, light: lighting.light))
                    }
                    seen = lighting.lit(seen, facing: litFacing)
                }
                let weight = (1 - covered) * entry.w
                colour += seen * weight
                covered += weight
                if 1 - covered < 1 / 512 { return nil }
            }
            return steps.upperBound + 1
        }
        return colour
    }
}

/// How a ray caster lights a sample (Blinn–Phong with the light at the camera, both faces lit), in `Float`.
struct Lighting: Sendable {
    let ambient: Float, diffuse: Float
    /// The specular term for facings 0, 1/256, … 1 (the specular power worked out once per image), linear between.
    private let highlights: [Float]
    /// The light's direction dotted with each index axis, over that axis's spacing.
    let light: SIMD3<Float>

    init(_ shading: VolumeTransferFunction.Shading, light: SIMD3<Float>) {
        (ambient, diffuse) = (Float(shading.ambient), Float(shading.diffuse))
        highlights = (0...256).map { Float(shading.specular * pow(Double($0) / 256, shading.specularPower)) }
        self.light = light
    }

    /// `colour` lit on a surface whose normal's cosine to the light is `facing` (0…1).
    @inline(__always)
    func lit(_ colour: SIMD3<Float>, facing: Float) -> SIMD3<Float> {
        let position = min(max(facing, 0), 1) * 256
        let index = min(Int(position), 255), fraction = position - Float(index)
        let highlight = highlights.withUnsafeBufferPointer { $0[index] + ($0[index + 1] - $0[index]) * fraction }
        return colour * (ambient + diffuse * facing) + SIMD3(repeating: highlight)
    }
}
