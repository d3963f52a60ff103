import TomoCore
import TomoVolume

/// A torso made of ellipsoids, with fine structure along every axis: air outside an ellipsoid body of soft tissue,
/// two lungs, a spine, and ribs of bone 12 mm thick placed unevenly along the feet–head axis so that no shift but
/// the true one matches. What the alignment's benchmark and its fine-detail test scan, as a CT scanner would (any
/// grid, the anatomy moved by a known translation, noise).
public enum TorsoPhantom {
    /// The HU at patient place `place` (mm).
    public static func hu(at place: Vector3) -> Double {
        func inside(_ centre: Vector3, _ radii: Vector3) -> Bool {
            let d = place - centre
            return (d.x * d.x) / (radii.x * radii.x) + (d.y * d.y) / (radii.y * radii.y) + (d.z * d.z) / (radii.z * radii.z) <= 1
        }
        guard inside(Vector3(0, 0, 0), Vector3(150, 110, 400)) else { return -1000 }
        if inside(Vector3(0, 70, 0), Vector3(18, 18, 400)) { return 700 }
        for k in -6...6 where inside(Vector3(Double(k) * 9 + 20, -20, Double(k) * 37), Vector3(110, 12, 6)) { return 500 }
        if inside(Vector3(-70, -5, 40), Vector3(45, 60, 120)) || inside(Vector3(65, 0, 20), Vector3(40, 55, 100)) { return -800 }
        return 40
    }

    /// The phantom scanned through `geometry`, its anatomy moved by `shift` (the anatomy at P lies at P + `shift`):
    /// each slice's Int16 HU words, voxel centres sampled, with uniform noise of ±20 HU (seeded by `seed`).
    public static func slices(of geometry: VolumeGeometry, shift: Vector3, seed: UInt64) -> [[UInt16]] {
        var generator = SplitMix64(seed: seed)
        return (0..<geometry.sliceCount).map { slice in
            var words = [UInt16](repeating: 0, count: geometry.samplesPerSlice)
            for row in 0..<geometry.rows {
                for column in 0..<geometry.columns {
                    let place = geometry.position(column: Double(column), row: Double(row), slice: Double(slice)) - shift
                    let noise = (generator.nextUnit() - 0.5) * 40
                    words[row * geometry.columns + column] = UInt16(bitPattern: Int16(hu(at: place) + noise))
                }
            }
            return words
        }
    }

    /// The phantom scanned through `geometry`, moved by `shift`, as a filled volume.
    public static func volume(_ geometry: VolumeGeometry, shift: Vector3, seed: UInt64) throws -> CTVolume {
        let volume = try CTVolume(geometry: geometry)
        for (slice, words) in slices(of: geometry, shift: shift, seed: seed).enumerated() {
            try volume.fill(slice: slice, with: StoredSamples(words: words, isSigned: true), rescale: .identity)
        }
        return volume
    }
}
