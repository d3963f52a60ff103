import Foundation
import Testing
import TomoCore
import TomoVolume

/// The 3D view's compositing (`CTVolume.rendering(_:camera:width:height:threads:)`) against the light a ray
/// through a phantom lets through, worked out here as an integral; its presets; the same image on any threads.
struct VolumeRenderingTests {
    /// A cube of `side` voxels of 1 mm, its first `filled` slices filled with `slice`'s HU (row-major).
    static func cube(side: Int, filled: Int? = nil, slice: (Int) -> [Int16]) throws -> CTVolume {
        let geometry = VolumeGeometry(
            columns: side, rows: side, sliceCount: side, pixelSpacing: PixelSpacing(row: 1, column: 1), sliceSpacing: 1,
            origin: Vector3(0, 0, 0), orientation: .axial)
        let volume = try CTVolume(geometry: geometry)
        for k in 0..<(filled ?? side) { try volume.fill(slice: k, with: StoredSamples(hu: slice(k)), rescale: .identity) }
        return volume
    }

    /// 20 voxels of 1 mm a side, 100 HU in the cube of voxels 6…13 on every axis, 0 around it.
    func phantom() throws -> CTVolume {
        try Self.cube(side: 20) { k in
            (0..<20).flatMap { r in (0..<20).map { c in Int16([c, r, k].allSatisfy { (6...13).contains($0) } ? 100 : 0) } }
        }
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

    /// 40 voxels of 1 mm a side (five slabs of bricks), a ball of 60…660 HU (rising towards its centre) in air of
    /// −1000 HU with a speckle of ±30 HU.
    func ball(filled: Int? = nil) throws -> CTVolume {
        try Self.cube(side: 40, filled: filled, slice: Self.ballSlice)
    }

    static func ballSlice(_ k: Int) -> [Int16] {
        (0..<40).flatMap { r in
            (0..<40).map { c in
                let distance = ([c, r, k].map { Double($0) - 21.5 }.map { $0 * $0 }.reduce(0, +)).squareRoot()
                let speckle = (c * 7_919 + r * 104_729 + k * 1_299_709) % 61 - 30
                return Int16(distance < 12 ? 660 - Int(distance * 50) : -1000 + speckle)
            }
        }
    }

    /// A volume rendered while it loads, then again once its slices have all arrived, is the image of the whole
    /// volume: what the renderer keeps of a volume (its bricks) follows the slices as they arrive.
    @Test func theRenderingFollowsTheSlicesAsTheyArrive() throws {
        let whole = try ball()
        let loading = try ball(filled: 20)
        let camera = VolumeCamera(azimuth: 20, elevation: 30)
        let early = try loading.rendering(.ctBone, camera: camera, width: 48, height: 48)
        for k in 20..<40 { try loading.fill(slice: k, with: StoredSamples(hu: Self.ballSlice(k)), rescale: .identity) }
        let late = try loading.rendering(.ctBone, camera: camera, width: 48, height: 48)
        let expected = try whole.rendering(.ctBone, camera: camera, width: 48, height: 48)
        #expect(early.pixels != expected.pixels, "half the ball")
        #expect(late.pixels == expected.pixels)
        #expect(try loading.projection(.mip, camera: camera, width: 48, height: 48).samples == whole.projection(.mip, camera: camera, width: 48, height: 48).samples)
    }

    /// Held within a window's values, a MIP or MinIP is the open one held within them (what passes over air or
    /// stops at the top changes nothing a window shows); a mean too.
    @Test(arguments: SlabProjection.allCases)
    func aProjectionWithinBoundsIsTheOpenOneHeld(projection: SlabProjection) throws {
        let volume = try ball()
        let camera = VolumeCamera(azimuth: 63, elevation: -12, zoom: 1.3)
        let open = try volume.projection(projection, camera: camera, width: 45, height: 45)
        for bounds in [-900.0 ... 400, -1000 ... -950, 100 ... 300] {
            let held = try volume.projection(projection, camera: camera, width: 45, height: 45, within: bounds)
            let expected = open.samples.map { Int16(min(max(Double($0), bounds.lowerBound), bounds.upperBound)) }
            // Pixels whose rays miss the volume are air either way.
            let differing = zip(held.samples, expected).enumerated().filter { $0.element.0 != $0.element.1 && open.samples[$0.offset] != -1024 }
            #expect(differing.isEmpty, "\(bounds): \(differing.prefix(3))")
        }
    }

    /// Air wholly transparent to a preset is passed over brick by brick, unseen: the ball in speckled air renders
    /// as it does through the same preset with air a billionth opaque (where no brick is clear, every sample taken).
    @Test func clearBricksArePassedOverUnseen() throws {
        let volume = try ball()
        let camera = VolumeCamera(azimuth: 145, elevation: 50)
        for preset in [VolumeTransferFunction.ctBone, .ctSoftTissue, .ctAAA] {
            var hazy = preset
            hazy.opacities = hazy.opacities.map { $0.opacity == 0 ? .init($0.value, 1e-9) : $0 }
            let skipped = try volume.rendering(preset, camera: camera, width: 40, height: 40)
            #expect(skipped.pixels == (try volume.rendering(hazy, camera: camera, width: 40, height: 40)).pixels, "\(preset.name)")
            #expect(skipped.pixels.contains { $0 > 100 }, "the ball is there")
        }
    }
}
