import Foundation
import Testing
import TomoCore
import TomoVolume

/// The 3D view's compositing (`CTVolume.rendering(_:camera:width:height:threads:)`) against the light a ray
/// through a phantom lets through, worked out here as an integral; its presets; the same image on any threads.
struct VolumeRenderingTests {
    /// 20 voxels of 1 mm a side, 100 HU in the cube of voxels 6…13 on every axis, 0 around it.
    func phantom() throws -> CTVolume {
        let geometry = VolumeGeometry(
            columns: 20, rows: 20, sliceCount: 20, pixelSpacing: PixelSpacing(row: 1, column: 1), sliceSpacing: 1, origin: Vector3(0, 0, 0),
            orientation: .axial)
        let volume = try CTVolume(geometry: geometry)
        for k in 0..<20 {
            let values = (0..<20).flatMap { r in (0..<20).map { c in Int16([c, r, k].allSatisfy { (6...13).contains($0) } ? 100 : 0) } }
            try volume.fill(slice: k, with: StoredSamples(hu: values), rescale: .identity)
        }
        return volume
    }

    /// White, transparent to 50 HU, then up to 0.1 a millimetre at 100 HU; unlit.
    let glass = VolumeTransferFunction(
        name: "glass", colours: [.init(0, 1, 1, 1)], opacities: [.init(50, 0), .init(100, 0.1)], shading: nil)

    /// The ray through the cube's centre lets through exp(∫ ln(1 − α(v(y))) dy) of the light behind, v the
    /// trilinear HU along it (0 to 100 across each face's voxel, 100 inside) and α the opacity of a millimetre:
    /// its pixel is the rest, to a grey level; one beside the cube, black.
    @Test func aRayThroughTheCubeIsTheIntegralOfItsOpacity() throws {
        let image = try phantom().rendering(glass, camera: VolumeCamera(), width: 20, height: 20)
        func value(_ y: Double) -> Double { min(max((y - 5) * 100, 0), 100) - min(max((y - 13) * 100, 0), 100) }
        func opacity(_ v: Double) -> Double { min(max((v - 50) / 50 * 0.1, 0), 0.1) }
        let steps = 100_000, length = 20.0
        var logarithm = 0.0
        for step in 0..<steps {
            let y = -0.5 + (Double(step) + 0.5) * length / Double(steps)
            logarithm += log(1 - opacity(value(y))) * length / Double(steps)
        }
        let expected = 255 * (1 - exp(logarithm))
        // Pixel (9, 10) sees column 9 and slice 9 (rows run down from the top slice, 19): inside the cube.
        let centre = (10 * 20 + 9) * 3
        #expect(abs(Double(image.pixels[centre]) - expected) <= 1, "\(image.pixels[centre]) against \(expected)")
        #expect(image.pixels[centre] == image.pixels[centre + 1] && image.pixels[centre] == image.pixels[centre + 2], "white light")
        #expect(image.pixels[(10 * 20 + 2) * 3] == 0, "beside the cube, black")
    }

    /// Every preset, shaded or not, from an oblique camera: the same bytes on 1, 2 and 3 threads, and a picture.
    @Test(arguments: VolumeTransferFunction.presets.keys.sorted())
    func everyPresetRendersTheSameOnAnyNumberOfThreads(name: String) throws {
        let volume = try phantom()
        let transfer = try #require(VolumeTransferFunction.presets[name])
        let camera = VolumeCamera(azimuth: 37, elevation: 24)
        let images = try [1, 2, 3].map { try volume.rendering(transfer, camera: camera, width: 31, height: 23, threads: $0).pixels }
        #expect(images[0] == images[1] && images[0] == images[2])
    }

    /// The presets readers know, with 3D Slicer's points: CT-Bone opaque from about −16 HU, lit.
    @Test func thePresetsAreSlicers() {
        #expect(Set(VolumeTransferFunction.presets.keys) == ["CT-AAA", "CT-Bone", "CT-Lung", "CT-Muscle", "CT-Soft-Tissue", "MR-Default"])
        let bone = VolumeTransferFunction.ctBone
        #expect(bone.opacity(at: -16.4458) == 0 && abs(bone.opacity(at: 641.385) - 0.715686) < 1e-12 && bone.opacity(at: 5000) == 0.705882)
        #expect(bone.shading == VolumeTransferFunction.Shading(ambient: 0.1, diffuse: 0.9, specular: 0.2, specularPower: 10))
        #expect(VolumeTransferFunction.ctSoftTissue.shading == nil)
    }
}
