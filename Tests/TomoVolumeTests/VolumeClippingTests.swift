import Foundation
import Testing
import TomoCore
import TomoVolume

/// What a 3D view keeps of a volume: a crop box, and the corner cut away at a point (the crosshair), on a phantom
/// whose front and back differ.
struct VolumeClippingTests {
    /// 20 voxels of 1 mm a side: 1000 HU in rows 2…7 (anterior), 500 in rows 12…17 (posterior), 0 elsewhere.
    func frontAndBack() throws -> CTVolume {
        try VolumeRenderingTests.cube(side: 20) { _ in
            (0..<20).flatMap { row in [Int16](repeating: (2...7).contains(row) ? 1000 : (12...17).contains(row) ? 500 : 0, count: 20) }
        }
    }

    /// The MIP from anterior, 1 mm pixels on the voxels' columns and slices: pixel (i, j) is column i, slice 19 − j.
    func mip(_ volume: CTVolume, _ options: RayCastingOptions = RayCastingOptions(), camera: VolumeCamera = VolumeCamera()) throws -> [Int16] {
        try volume.projection(.mip, camera: camera, width: 20, height: 20, options: options).samples
    }

    @Test func aCropBoxKeepsWhatIsInsideIt() throws {
        let volume = try frontAndBack()
        #expect(try mip(volume).allSatisfy { $0 == 1000 })
        let back = VolumeBox(lower: Vector3(-0.5, 9.5, -0.5), upper: Vector3(19.5, 19.5, 19.5))
        #expect(try mip(volume, RayCastingOptions(crop: back)).allSatisfy { $0 == 500 }, "the front is cropped away")
        let middle = VolumeBox(lower: Vector3(-1, 1, -1), upper: Vector3(21, 9, 21))
        #expect(try mip(volume, RayCastingOptions(cutAway: middle)).allSatisfy { $0 == 500 }, "a box cut out of the rays' middle")
        let left = VolumeBox(lower: Vector3(9.5, -10, -10), upper: Vector3(40, 40, 40))
        let leftHalf = try mip(volume, RayCastingOptions(crop: left))
        #expect((0..<20).allSatisfy { j in (0..<20).allSatisfy { i in leftHalf[j * 20 + i] == (i >= 10 ? 1000 : -1024) } }, "air where no ray meets the box")
    }

    @Test func theCornerFacingTheCameraIsCutAwayAtTheCrosshair() throws {
        let volume = try frontAndBack()
        let centre = Vector3(9.5, 9.5, 9.5)
        let corner = VolumeBox.corner(of: volume.geometry, at: centre, facing: VolumeCamera().axes.forward)
        #expect(corner.lower.y == -0.5 && corner.upper.y == 9.5, "from anterior, the anterior side")
        let image = try mip(volume, RayCastingOptions(cutAway: corner))
        for j in 0..<20 {
            for i in 0..<20 {
                let isCut = corner.lower.x < Double(i) && Double(i) < corner.upper.x && corner.lower.z < Double(19 - j) && Double(19 - j) < corner.upper.z
                #expect(image[j * 20 + i] == (isCut ? 500 : 1000), "pixel (\(i), \(j))")
            }
        }
        let behind = VolumeBox.corner(of: volume.geometry, at: centre, facing: VolumeCamera(azimuth: 180).axes.forward)
        #expect(behind.lower.y == 9.5 && behind.upper.y == 19.5, "from posterior, the posterior side")
        let turned = VolumeCamera(azimuth: 130, elevation: 35)
        let cut = RayCastingOptions(cutAway: VolumeBox.corner(of: volume.geometry, at: centre, facing: turned.axes.forward))
        let one = try volume.rendering(.ctBone, camera: turned, width: 30, height: 30, options: cut, threads: 1)
        #expect(one == (try volume.rendering(.ctBone, camera: turned, width: 30, height: 30, options: cut, threads: 2)), "the same on any threads")
        #expect(one != (try volume.rendering(.ctBone, camera: turned, width: 30, height: 30, threads: 1)))
    }
}
