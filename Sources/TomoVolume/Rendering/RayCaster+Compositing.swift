import Foundation

extension RayCaster {
    /// `ray`'s colour, `table`'s colours and opacities composited front to back along it, lit by `lighting`
    /// (nil: unlit); bricks `space` marks clear are passed over (their opacity is 0). The ray stops once what
    /// lies behind can no longer change its pixel by half a grey level.
    func composite(_ table: TransferTable, lighting: Lighting?, along ray: Ray, skipping space: EmptySpace) -> SIMD3<Float> {
        // What lies behind still shows through (the transmittance): one multiplication a seen sample.
        var colour = SIMD3<Float>(repeating: 0), through: Float = 1
        // How the voxel nearest the last lit sample is shaded (consecutive samples often share it).
        var litVoxel = (x: -1, y: -1, z: -1), shade = Shade(scale: 1, highlight: 0)
        withUnsafeTemporaryAllocation(of: Float.self, capacity: Self.batch) { values in
            walk(ray, skipping: space) { _, steps, isInterior in
                var first = steps.lowerBound
                while first <= steps.upperBound {
                    let count = min(Self.batch, steps.upperBound - first + 1)
                    sample(count, along: ray, from: first, isInterior: isInterior, into: values)
                    for index in 0..<count {
                        guard let entry = table.seenEntry(at: values[index]) else { continue }
                        var seen = SIMD3(entry.x, entry.y, entry.z)
                        if let lighting {
                            let at = ray.point(first &+ index)
                            let nearest = at.nearest
                            if nearest != litVoxel {
                                let facing = isInterior ? interiorFacing(at: at, light: lighting.light) : facing(at: at, light: lighting.light)
                                (litVoxel, shade) = (nearest, lighting.shade(facing: facing))
                            }
                            seen = seen * shade.scale + SIMD3(repeating: shade.highlight)
                        }
                        colour += seen * (through * entry.w)
                        through *= 1 - entry.w
                        if through < 1 / 512 { return nil }
                    }
                    first += count
                }
                return steps.upperBound + 1
            }
        }
        return colour
    }

    /// How many samples a ray takes before it composites them.
    private static let batch = 32

    /// The samples at `count` steps of `ray` from step `first` into `values` (NaN where a slice has not arrived),
    /// all taken before any is composited (so that the processor takes them side by side); in an interior brick, for
    /// a ray whose steps are short, four at a time, up to three past the last (the brick's margin of a brick holds
    /// their voxels; `values` has room for them).
    @inline(__always)
    private func sample(_ count: Int, along ray: Ray, from first: Int, isInterior: Bool, into values: UnsafeMutableBufferPointer<Float>) {
        var at = ray.point(first)
        if isInterior, ray.isShort {
            let four = ray.along.advanced(by: ray.along, times: 3)
            var index = 0
            while index < count {
                UnsafeMutableRawPointer(values.baseAddress! + index).storeBytes(of: interiorSamples(from: at, along: ray.along), as: SIMD4<Float>.self)
                at.advance(by: four)
                index &+= 4
            }
        } else if isInterior {
            for index in 0..<count {
                values[index] = interiorSample(at: at)
                at.advance(by: ray.along)
            }
        } else {
            for index in 0..<count {
                values[index] = sample(at: at) ?? .nan
                at.advance(by: ray.along)
            }
        }
    }
}

/// How a ray caster lights a sample (Blinn–Phong with the light at the camera, both faces lit), in `Float`.
struct Lighting: Sendable {
    let ambient: Float, diffuse: Float, specular: Float
    /// The specular power where it is a whole number from 1 to 64 (the facing is raised to it by squaring).
    private let power: Int?
    /// Otherwise, the specular term for facings 0, 1/256, … 1 (the power worked out once per image), linear between.
    private let highlights: [Float]
    /// The light's direction dotted with each index axis, over that axis's spacing.
    let light: SIMD3<Float>

    init(_ shading: VolumeTransferFunction.Shading, light: SIMD3<Float>) {
        (ambient, diffuse, specular) = (Float(shading.ambient), Float(shading.diffuse), Float(shading.specular))
        let isWhole = (1...64).contains(shading.specularPower) && shading.specularPower.rounded() == shading.specularPower
        power = isWhole ? Int(shading.specularPower) : nil
        highlights = isWhole ? [] : (0...256).map { Float(shading.specular * pow(Double($0) / 256, shading.specularPower)) }
        self.light = light
    }

    /// How a surface whose normal's cosine to the light is `facing` (0…1) is shaded.
    @inline(__always)
    func shade(facing: Float) -> Shade {
        let held = min(max(facing, 0), 1)
        if var exponent = power {
            var raised: Float = 1, factor = held
            while exponent > 0 {
                if exponent & 1 == 1 { raised *= factor }
                factor *= factor
                exponent >>= 1
            }
            return Shade(scale: ambient + diffuse * facing, highlight: specular * raised)
        }
        let position = held * 256
        let index = min(Int(position), 255), fraction = position - Float(index)
        let highlight = highlights.withUnsafeBufferPointer { $0[index] + ($0[index + 1] - $0[index]) * fraction }
        return Shade(scale: ambient + diffuse * facing, highlight: highlight)
    }
}

/// How a lit surface is shaded: a colour is scaled (ambient and diffuse) and the highlight added (specular).
struct Shade {
    let scale: Float, highlight: Float
}
