import Foundation
import Testing
import TomoCore
@testable import TomoVolume

/// The coarse copy the 3D view's drafts sample (`CTVolume.coarseVolume(largerThan:)`): its box and its voxels'
/// means, when it is made and dropped, and a draft drawn from it.
struct CoarseVolumeTests {
    /// A volume of `columns` × `rows` × `slices` voxels of `spacing` mm (columns, rows, slices), turned and
    /// moved, voxel (c, r, k) holding `value(c, r, k)` HU; its first `filled` slices filled (all without).
    static func volume(
        _ columns: Int, _ rows: Int, _ slices: Int, spacing: [Double] = [0.5, 0.5, 0.6], filled: Int? = nil,
        value: (Int, Int, Int) -> Int16
    ) throws -> CTVolume {
        let geometry = VolumeGeometry(
            columns: columns, rows: rows, sliceCount: slices, pixelSpacing: PixelSpacing(row: spacing[1], column: spacing[0]),
            sliceSpacing: spacing[2],
            origin: Vector3(-12, 30, 7), orientation: ImageOrientation(row: Vector3(0.8, 0.6, 0), column: Vector3(0, 0, -1)))
        let volume = try CTVolume(geometry: geometry)
        var samples = [Int16](repeating: 0, count: columns * rows)
        for k in 0..<(filled ?? slices) {
            for r in 0..<rows {
                for c in 0..<columns { samples[r * columns + c] = value(c, r, k) }
            }
            try volume.fill(slice: k, with: StoredSamples(hu: samples), rescale: .identity)
        }
        return volume
    }

    static func value(_ c: Int, _ r: Int, _ k: Int) -> Int16 { Int16(c * 3 - r * 20 + k * 100 + (c * r) % 7) }

    /// 10 × 7 × 5 voxels of 0.5 × 0.5 × 0.6 mm (4, 4 and 3 in a coarse voxel) become 3 × 2 × 2 over the same box,
    /// each the rounded mean of the voxels it covers: columns 0–2, 3–5 and 6–9; rows 0–2 and 3–6; slices 0–1 and 2–4.
    @Test func itsVoxelsAreTheMeansOfThoseTheyCoverOverTheSameBox() throws {
        let volume = try Self.volume(10, 7, 5, value: Self.value)
        #expect(CTVolume.coarseFactors(of: volume.geometry) == [4, 4, 3])
        let coarse = try #require(volume.coarseVolume(largerThan: 0))
        #expect(coarse.geometry.dimensions == [3, 2, 2])
        for corner in [(0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 1)] {
            func face(_ geometry: VolumeGeometry, _ at: (Int, Int, Int)) -> Vector3 {
                geometry.position(
                    column: Double(at.0 * geometry.columns) - 0.5, row: Double(at.1 * geometry.rows) - 0.5, slice: Double(at.2 * geometry.sliceCount) - 0.5)
            }
            #expect((face(volume.geometry, corner) - face(coarse.geometry, corner)).length < 1e-9, "the box's corner \(corner)")
        }
        // A box (a crop box, a corner cut away) in the coarse copy's voxels lies where it did.
        let box = VolumeBox(lower: Vector3(1.25, -0.5, 2), upper: Vector3(7, 4.5, 3.75))
        let moved = volume.coarseBox(box, on: coarse.geometry)
        for (fine, placed) in [(box.lower, moved.lower), (box.upper, moved.upper)] {
            let distance = volume.geometry.position(column: fine.x, row: fine.y, slice: fine.z)
                - coarse.geometry.position(column: placed.x, row: placed.y, slice: placed.z)
            #expect(distance.length < 1e-9)
        }
        let (columns, rows, slices) = ([0..<3, 3..<6, 6..<10], [0..<3, 3..<7], [0..<2, 2..<5])
        for (k, ks) in slices.enumerated() {
            for (r, rs) in rows.enumerated() {
                for (c, cs) in columns.enumerated() {
                    let covered = ks.flatMap { k in rs.flatMap { r in cs.map { c in Double(Self.value(c, r, k)) } } }
                    let mean = (covered.reduce(0, +) / Double(covered.count)).rounded()
                    #expect(coarse.value(column: c, row: r, slice: k) == mean, "coarse voxel \(c), \(r), \(k)")
                }
            }
        }
    }

    /// Not before every slice has arrived, nor for a volume the caches hold; made once, and dropped with the
    /// slices.
    @Test func itIsMadeOnceEverySliceHasArrivedAndDroppedWithTheSlices() throws {
        let volume = try Self.volume(10, 7, 5, filled: 4, value: Self.value)
        #expect(volume.coarseVolume(largerThan: 0) == nil, "a slice to come")
        #expect(volume.coarseVolume() == nil, "140 bytes: sampled itself")
        try volume.fill(slice: 4, with: StoredSamples(hu: (0..<70).map { Self.value($0 % 10, $0 / 10, 4) }), rescale: .identity)
        let made = try #require(volume.coarseVolume(largerThan: 0))
        #expect(volume.coarseVolume(largerThan: 0) === made)
        volume.emptySlices()
        #expect(volume.coarseVolume(largerThan: 0) == nil)
    }

    /// A volume larger than the caches (256 × 256 × 132 voxels, 17 MB), a ball of 135…660 HU in air: its draft is
    /// the coarse copy's image (samples half a coarse voxel apart), close to the volume's own at that spacing but
    /// not it; a crop box is the coarse copy's in its voxels.
    @Test func aDraftIsDrawnFromTheCoarseCopy() throws {
        let volume = try Self.volume(256, 256, 132) { c, r, k in
            let offsets = (x: Double(c) * 0.5 - 64, y: Double(r) * 0.5 - 64, z: Double(k) * 0.6 - 40)
            let squared = offsets.x * offsets.x + offsets.y * offsets.y + offsets.z * offsets.z
            return squared < 1225 ? Int16(660 - Int(squared.squareRoot() * 15)) : -1000
        }
        let camera = VolumeCamera(azimuth: 30, elevation: 20)
        let draft = try volume.rendering(.ctBone, camera: camera, width: 64, height: 64, options: RayCastingOptions(isCoarse: true))
        let coarse = try #require(volume.coarseVolume())
        let spacing = coarse.geometry.spacing.min()! / 2
        let fromCoarse = try coarse.rendering(.ctBone, camera: camera, width: 64, height: 64, options: RayCastingOptions(sampleSpacing: spacing))
        #expect(draft.pixels == fromCoarse.pixels)
        let full = try volume.rendering(.ctBone, camera: camera, width: 64, height: 64, options: RayCastingOptions(sampleSpacing: spacing))
        #expect(draft.pixels != full.pixels)
        let difference = zip(draft.pixels, full.pixels).map { abs(Int($0) - Int($1)) }.reduce(0, +) / draft.pixels.count
        #expect(difference < 8, "the mean difference from the volume's own image: \(difference) grey levels")
        #expect(draft.pixels.contains { $0 > 64 }, "the ball shows")

        let left = VolumeBox(lower: Vector3(-0.5, -0.5, -0.5), upper: Vector3(127.5, 255.5, 131.5))
        let cropped = try volume.rendering(.ctBone, camera: camera, width: 64, height: 64, options: RayCastingOptions(crop: left, isCoarse: true))
        let croppedCoarse = try coarse.rendering(
            .ctBone, camera: camera, width: 64, height: 64,
            options: RayCastingOptions(sampleSpacing: spacing, crop: volume.coarseBox(left, on: coarse.geometry)))
        #expect(cropped.pixels == croppedCoarse.pixels && cropped.pixels != draft.pixels, "the crop box, in the coarse copy's voxels")
    }

    /// Thick slices are kept as they are: 10 mm slices under 0.7 mm pixels (a coarse voxel of 2.8 mm in the
    /// plane) are not made 40 mm thick, the box stays where it was; a copy that would hold more than a 16th of the
    /// voxels (0.5 × 0.6 × 1.5 mm: 4, 3 and 1 in a coarse voxel) is not made.
    @Test func thickSlicesAreKeptAsTheyAre() throws {
        let thick = try Self.volume(10, 7, 5, spacing: [0.7, 0.7, 10], value: Self.value)
        #expect(CTVolume.coarseFactors(of: thick.geometry) == [4, 4, 1])
        let coarse = try #require(thick.coarseVolume(largerThan: 0))
        #expect(coarse.geometry.dimensions == [3, 2, 5])
        #expect(abs(coarse.geometry.sliceSpacing - 10) < 1e-12)
        #expect((coarse.geometry.position(column: -0.5, row: -0.5, slice: -0.5) - thick.geometry.position(column: -0.5, row: -0.5, slice: -0.5)).length < 1e-9)
        for k in 0..<5 {
            let covered = (0..<3).flatMap { r in (3..<6).map { c in Double(Self.value(c, r, k)) } }
            #expect(coarse.value(column: 1, row: 0, slice: k) == (covered.reduce(0, +) / Double(covered.count)).rounded(), "slice \(k)")
        }

        let uneven = try Self.volume(10, 7, 5, spacing: [0.5, 0.6, 1.5], value: Self.value)
        #expect(CTVolume.coarseFactors(of: uneven.geometry) == [4, 3, 1])
        #expect(uneven.coarseVolume(largerThan: 0) == nil)
    }
}
