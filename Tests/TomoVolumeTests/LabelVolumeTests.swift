import Foundation
import Testing
import TomoCore
import TomoVolume

/// A label volume is cut as the image's volume is, by the same call: on a named plane the labels as stored, on a
/// turned plane the nearest voxel's (never a number between two labels), over a slab the greatest label there.
@Suite("Label volume")
struct LabelVolumeTests {
    /// 8 × 6 pixels of 1 mm, 5 slices 2 mm apart: label 3 in voxel (2, 1, 2), label 1 in every voxel of slice 4's
    /// row 5.
    private func volume() throws -> LabelVolume {
        let geometry = VolumeGeometry(
            columns: 8, rows: 6, sliceCount: 5, pixelSpacing: PixelSpacing(row: 1, column: 1), sliceSpacing: 2,
            origin: Vector3(0, 0, 0), orientation: .axial)
        let labels = try LabelVolume(geometry: geometry)
        for slice in 0..<5 {
            var values = [UInt16](repeating: 0, count: 48)
            if slice == 2 { values[1 * 8 + 2] = 3 }
            if slice == 4 { for column in 0..<8 { values[5 * 8 + column] = 1 } }
            try labels.fill(slice: slice, labels: values)
        }
        return labels
    }

    @Test("Each named plane holds the labels where they were stored")
    func namedPlanes() throws {
        let labels = try volume()
        let axial = try #require(labels.section(.axial(2)))
        #expect(axial.samples[1 * 8 + 2] == 3 && axial.samples.filter { $0 != 0 }.count == 1)
        let coronal = try #require(labels.section(.coronal(1)))
        let row = labels.geometry.sectionPixel(ofVoxel: (column: 2, row: 1, slice: 2), in: .coronal).row
        #expect(coronal.samples[row * 8 + 2] == 3 && coronal.samples.filter { $0 != 0 }.count == 1)
        let sagittal = try #require(labels.section(.sagittal(5)))
        let top = labels.geometry.sectionPixel(ofVoxel: (column: 5, row: 5, slice: 4), in: .sagittal).row
        #expect(sagittal.samples[top * 6 + 5] == 1)
        #expect(LabelVolume.label(of: 0) == nil && LabelVolume.label(of: .min) == nil && LabelVolume.label(of: 3) == 3)
    }

    @Test("A turned plane takes the nearest voxel's label: no number between two labels")
    func turnedPlaneNearest() throws {
        let labels = try volume()
        let geometry = labels.geometry
        let turn = 0.3
        let orientation = ImageOrientation(row: Vector3(cos(turn), sin(turn), 0), column: Vector3(0, 0, -1))
        let plane = try #require(geometry.obliquePlane(through: geometry.position(column: 2, row: 1, slice: 2), orientation: orientation))
        let section = try #require(labels.section(.oblique(plane)))
        let found = Set(section.samples.compactMap(LabelVolume.label(of:)))
        #expect(found.contains(3) && found.isSubset(of: [1, 3]), "\(found)")
    }

    @Test("A slab shows the greatest label any of its sections holds")
    func slabShowsAnySection() throws {
        let labels = try volume()
        let alone = try #require(labels.section(.axial(1)))
        #expect(alone.samples.allSatisfy { $0 == 0 })
        let slab = try #require(labels.section(.axial(1), slab: Slab(thickness: 6, projection: .mean)))
        #expect(slab.samples[1 * 8 + 2] == 3, "the mean asked for is taken as the greatest: a label is no amount")
    }
}
