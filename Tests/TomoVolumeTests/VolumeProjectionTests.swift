import Foundation
import Testing
import TomoCore
import TomoVolume

/// The 3D view's projections (`CTVolume.projection(_:camera:width:height:threads:)`) against the slabs of the
/// planes they look along, and the camera's convention.
struct VolumeProjectionTests {
    /// 12 × 10 voxels of 1 mm, 8 slices 1 mm apart stacked towards the head; scattered HU.
    let geometry = VolumeGeometry(
        columns: 12, rows: 10, sliceCount: 8, pixelSpacing: PixelSpacing(row: 1, column: 1), sliceSpacing: 1, origin: Vector3(-6, -5, 20),
        orientation: .axial)

    func volume() throws -> CTVolume {
        let volume = try CTVolume(geometry: geometry)
        for k in 0..<geometry.sliceCount {
            let values = (0..<geometry.rows).flatMap { r in
                (0..<geometry.columns).map { c in Int16((c * 7_919 + r * 104_729 + k * 1_299_709) % 2_001 - 1_000) }
            }
            try volume.fill(slice: k, with: StoredSamples(hu: values), rescale: .identity)
        }
        return volume
    }

    /// Seen from anterior (azimuth 0), the MIP and MinIP are the coronal slab through every row; from the patient's
    /// left (azimuth 90), the sagittal slab through every column: the image's pixels on the voxels' centres, each
    /// ray sampled at every voxel centre it passes.
    @Test(arguments: [SlabProjection.mip, .minip])
    func fromAnteriorAndFromTheLeftTheProjectionIsTheFullSlab(projection: SlabProjection) throws {
        let volume = try volume()
        let whole = Slab(thickness: 100, projection: projection)
        let front = try volume.projection(projection, camera: VolumeCamera(), width: 12, height: 8)
        let coronal = try #require(volume.section(.named(.coronal, index: 5), slab: whole))
        #expect(front.samples == coronal.samples)
        let side = try volume.projection(projection, camera: VolumeCamera(azimuth: 90), width: 10, height: 8)
        let sagittal = try #require(volume.section(.named(.sagittal, index: 6), slab: whole))
        #expect(side.samples == sagittal.samples)
        #expect(front.pixelSpacing == PixelSpacing(row: 1, column: 1) && side.pixelSpacing == PixelSpacing(row: 1, column: 1))
    }

    /// The same image, byte for byte, on 1, 2 and 3 threads, from an oblique camera, zoomed, in every projection.
    @Test(arguments: SlabProjection.allCases)
    func theImageIsTheSameOnAnyNumberOfThreads(projection: SlabProjection) throws {
        let volume = try volume()
        let camera = VolumeCamera(azimuth: 33, elevation: -21, zoom: 1.7)
        let images = try [1, 2, 3].map { try volume.projection(projection, camera: camera, width: 37, height: 29, threads: $0).samples }
        #expect(images[0] == images[1] && images[0] == images[2])
        #expect(Set(images[0]).count > 20, "a picture, not air")
    }

    /// The camera's axes: from anterior, superior up, the patient's left on the image's right; turned 90° towards
    /// the left, looking from the left with posterior on the image's right; tilted 90° up, looking down, posterior up.
    @Test func theCameraFollowsThePatientsAxes() {
        let (x, y, z) = (Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0, 0, 1))
        let front = VolumeCamera().axes
        #expect(front.right == x && front.up == z && front.forward == y)
        let left = VolumeCamera(azimuth: 90).axes
        #expect(left.right == y && left.up == z && left.forward == x * -1)
        let above = VolumeCamera(elevation: 90).axes
        #expect(above.right == x && above.up == y && above.forward == z * -1)
        let behind = VolumeCamera(azimuth: -180).axes
        #expect(behind.right == x * -1 && behind.forward == y * -1)
    }

    /// Rolled a quarter, the picture from anterior turns clockwise: the same samples, the image's right gone to its
    /// bottom.
    @Test func aRolledCameraTurnsThePictureAboutTheDirectionItLooks() throws {
        let volume = try volume()
        let front = try volume.projection(.mip, camera: VolumeCamera(), width: 12, height: 8)
        let rolled = try volume.projection(.mip, camera: VolumeCamera(roll: 90), width: 8, height: 12)
        let turned = (0..<12).flatMap { row in (0..<8).map { column in front.samples[(7 - column) * 12 + row] } }
        #expect(rolled.samples == turned)
    }

    /// A trackball's turns: about the image's vertical, then its horizontal, whatever the orientation so far.
    @Test func theTrackballTurnsAboutTheImagesAxesAndGoesOverTheTop() {
        #expect(VolumeCamera().turned(right: 90, up: 0) == VolumeCamera(azimuth: 90))
        #expect(VolumeCamera().turned(right: 0, up: 90) == VolumeCamera(elevation: 90))
        #expect(VolumeCamera(azimuth: 90).turned(right: -90, up: 0) == VolumeCamera(), "back where it began, exactly")
        // Up 120° from anterior: over the head, looking down from behind it, the picture upside down.
        let over = VolumeCamera(zoom: 2).turned(right: 0, up: 120)
        #expect(over == VolumeCamera(azimuth: 180, elevation: 60, roll: 180, zoom: 2))
        // Seen from the left side and tilted: a turn about the image's vertical is no longer about the patient's
        // head-to-foot axis, so it rolls the picture; the axes stay square and the look stays on the volume.
        let tilted = VolumeCamera(azimuth: 90, elevation: 30).turned(right: 40, up: 0)
        #expect(tilted.roll != 0)
        let (right, up, forward) = tilted.axes
        for (a, b) in [(right, up), (up, forward), (forward, right)] { #expect(abs(a.dot(b)) < 1e-9) }
        for axis in [right, up, forward] { #expect(abs(axis.dot(axis) - 1) < 1e-9) }
        let expectedUp = VolumeCamera(azimuth: 90, elevation: 30).axes.up
        #expect(abs(up.dot(expectedUp) - 1) < 1e-9, "a turn about the image's vertical keeps it")
    }

    /// Slices 10 mm apart under pixels of 1 mm: the box is drawn as tall as it is (its true aspect), not as wide as
    /// it has voxels; from anterior, 10 mm × 40 mm in a 50 × 50 image at 0.8 mm a pixel.
    @Test func aVolumeOfThickSlicesKeepsItsTrueAspect() throws {
        let geometry = VolumeGeometry(
            columns: 10, rows: 10, sliceCount: 4, pixelSpacing: PixelSpacing(row: 1, column: 1), sliceSpacing: 10, origin: Vector3(0, 0, 0),
            orientation: .axial)
        let volume = try CTVolume(geometry: geometry)
        for k in 0..<4 { try volume.fill(slice: k, with: StoredSamples(hu: [Int16](repeating: 500, count: 100)), rescale: .identity) }
        let image = try volume.projection(.mip, camera: VolumeCamera(), width: 50, height: 50)
        #expect(image.pixelSpacing == PixelSpacing(row: 0.8, column: 0.8))
        let seen = image.samples.indices.filter { image.samples[$0] == 500 }
        #expect(Set(seen.map { $0 / 50 }).count == 50, "every row: 40 mm tall")
        #expect(Set(seen.map { $0 % 50 }).count == 12, "12 of 50 columns: 10 mm wide")
        #expect(!image.samples.contains { $0 != 500 && $0 != -1024 })
    }

    /// A volume still loading is drawn from the slices that have arrived: a ray through none of them is air, one
    /// through some of them their projection; nothing of a slice not there.
    @Test func aVolumeStillLoadingShowsWhatHasArrived() throws {
        let volume = try CTVolume(geometry: geometry)
        for k in 0..<4 {
            try volume.fill(slice: k, with: StoredSamples(hu: [Int16](repeating: Int16(100 * (k + 1)), count: 120)), rescale: .identity)
        }
        let front = try volume.projection(.mip, camera: VolumeCamera(), width: 12, height: 8)
        // Rows run down from the top slice (7): rows 0…3 see slices 7…4, not there; rows 4…7 see slices 3…0.
        #expect(front.samples.prefix(48).allSatisfy { $0 == -1024 }, "the slices not there: air")
        #expect(front.samples[48..<60].allSatisfy { $0 == 400 } && front.samples[84..<96].allSatisfy { $0 == 100 })
        let rendering = try volume.rendering(.ctSoftTissue, camera: VolumeCamera(elevation: 45), width: 12, height: 8)
        #expect(rendering.pixels.contains { $0 > 0 }, "what has arrived is drawn")
    }

    /// Air where the rays miss the volume: zoomed out, the image's corners.
    @Test func aRayMissingTheVolumeIsAir() throws {
        let image = try volume().projection(.mip, camera: VolumeCamera(zoom: 0.5), width: 24, height: 16)
        #expect(image.samples[0] == -1024 && image.samples[24 * 16 - 1] == -1024 && image.samples[8 * 24 + 12] != -1024)
    }

    /// A MIP held within a window looks first for the window's top at a few of a ray's steps; a wall one voxel thin,
    /// which such steps can pass between, is still found by the ray's every step: each pixel is the open MIP held
    /// within the window (a MinIP likewise, the wall dark), whatever the angle.
    @Test(arguments: [SlabProjection.mip, .minip])
    func aThinWallIsFoundWhereTheFirstSearchStepsOverIt(projection: SlabProjection) throws {
        let side = 32
        let wall: Int16 = projection == .mip ? 1_000 : -1_000
        let geometry = VolumeGeometry(
            columns: side, rows: side, sliceCount: side, pixelSpacing: PixelSpacing(row: 1, column: 1), sliceSpacing: 1,
            origin: Vector3(0, 0, 0), orientation: .axial)
        let volume = try CTVolume(geometry: geometry)
        for k in 0..<side {
            let values = (0..<side * side).map { $0 % side == 13 ? wall : Int16(($0 * 7_919 + k * 104_729) % 101 - 50) }
            try volume.fill(slice: k, with: StoredSamples(hu: values), rescale: .identity)
        }
        let bounds = -400.0...400.0
        for azimuth in stride(from: 10.0, to: 180, by: 23) {
            let camera = VolumeCamera(azimuth: azimuth, elevation: 17)
            let open = try volume.projection(projection, camera: camera, width: 40, height: 40)
            let held = try volume.projection(projection, camera: camera, width: 40, height: 40, within: bounds)
            let expected = open.samples.map { $0 == -1024 ? $0 : Int16(min(max(Double($0), bounds.lowerBound), bounds.upperBound)) }
            #expect(held.samples == expected, "azimuth \(azimuth)")
            #expect(held.samples.contains(Int16(projection == .mip ? 400 : -400)), "the wall is seen")
        }
    }
}
