import Foundation
import Testing
import TomoCore
import TomoVolume

/// Coronal and sagittal sections: each sample checked against the voxel at its patient-space position,
/// found by inverting the volume's geometry (not by the section's own index arithmetic).
struct VolumeSectionTests {
    /// 3 × 2 × 4 voxels valued `slice * 100 + row * 10 + column`, slice 2 not arrived yet.
    private func phantom(orientation: ImageOrientation) throws -> CTVolume {
        let geometry = VolumeGeometry(
            columns: 3, rows: 2, sliceCount: 4, pixelSpacing: PixelSpacing(row: 0.5, column: 0.25), sliceSpacing: 2,
            origin: Vector3(-10, -20, 30), orientation: orientation)
        let volume = try CTVolume(geometry: geometry)
        for slice in [0, 1, 3] {
            let words = (0..<6).map { UInt16(slice * 100 + ($0 / 3) * 10 + $0 % 3) }
            try volume.fill(slice: slice, with: StoredSamples(words: words, isSigned: false), rescale: Rescale(slope: 1, intercept: 0))
        }
        return volume
    }

    /// The voxel whose centre is at `position`, by the geometry's inverse.
    private func voxel(at position: Vector3, in volume: CTVolume) -> (column: Int, row: Int, slice: Int) {
        let geometry = volume.geometry, offset = position - geometry.origin
        return (
            Int((offset.dot(geometry.orientation.row) / geometry.pixelSpacing.column).rounded()),
            Int((offset.dot(geometry.orientation.column) / geometry.pixelSpacing.row).rounded()),
            Int((offset.dot(geometry.orientation.normal) / geometry.sliceSpacing).rounded()))
    }

    private func checkEverySample(of section: VolumeSection, in volume: CTVolume) {
        for row in 0..<section.rows {
            for column in 0..<section.columns {
                let (c, r, s) = voxel(at: section.position(column: Double(column), row: Double(row)), in: volume)
                let expected = volume.value(column: c, row: r, slice: s)
                #expect(section.filledRows[row] == (expected != nil), "\(section.plane) row \(row)")
                #expect(section.samples[row * section.columns + column] == expected.map { Int16($0) } ?? .min, "\(section.plane) (\(column), \(row))")
            }
        }
    }

    @Test func coronalAndSagittalSectionsPutTheHeadUpWithTheSpacingOfTheirAxes() throws {
        let volume = try phantom(orientation: .axial)
        let coronal = try #require(volume.section(.coronal(1)))
        #expect((coronal.columns, coronal.rows) == (3, 4))
        #expect(Array(coronal.samples[0..<3]) == [310, 311, 312], "the top row is the most superior slice")
        #expect(coronal.filledRows == [true, false, true, true])
        #expect(coronal.pixelSpacing == PixelSpacing(row: 2, column: 0.25))
        #expect(coronal.orientation == ImageOrientation(row: Vector3(1, 0, 0), column: Vector3(0, 0, -1)))
        checkEverySample(of: coronal, in: volume)

        let sagittal = try #require(volume.section(.sagittal(2)))
        #expect((sagittal.columns, sagittal.rows) == (2, 4))
        #expect(Array(sagittal.samples[0..<2]) == [302, 312])
        #expect(sagittal.pixelSpacing == PixelSpacing(row: 2, column: 0.5))
        checkEverySample(of: sagittal, in: volume)

        let axial = try #require(volume.section(.axial(3)))
        #expect(axial.samples == [300, 301, 302, 310, 311, 312])
        checkEverySample(of: axial, in: volume)
        #expect(volume.section(.axial(2))?.filledRows == [false, false])
        #expect(volume.section(.coronal(2)) == nil && volume.section(.sagittal(-1)) == nil)
    }

    @Test func aFeetFirstStackStillShowsTheHeadUp() throws {
        // Rows towards the patient's right, columns towards the back: slices advance towards the feet.
        let volume = try phantom(orientation: ImageOrientation(row: Vector3(-1, 0, 0), column: Vector3(0, 1, 0)))
        let coronal = try #require(volume.section(.coronal(0)))
        #expect(Array(coronal.samples[0..<3]) == [0, 1, 2], "slice 0 is the most superior")
        #expect(coronal.orientation.column.z < 0)
        checkEverySample(of: coronal, in: volume)
        checkEverySample(of: try #require(volume.section(.sagittal(1))), in: volume)
    }

    @Test func squarePixelsInterpolateBetweenSlicesAndKeepMissingRowsMissing() throws {
        let volume = try phantom(orientation: .axial)
        let coronal = try #require(volume.section(.coronal(0))).withSquarePixels()
        #expect((coronal.columns, coronal.rows) == (3, 25), "3 gaps of 2 mm at 0.25 mm")
        #expect(coronal.pixelSpacing == PixelSpacing(row: 0.25, column: 0.25))
        #expect(Array(coronal.samples[0..<3]) == [300, 301, 302])
        #expect(!coronal.filledRows[4] && !coronal.filledRows[8] && !coronal.filledRows[12], "next to slice 2")
        #expect(coronal.filledRows[16] && coronal.filledRows[24] && coronal.filledRows[0])
        #expect(coronal.samples[20 * 3] == 50, "halfway between slice 1 (100) and slice 0 (0)")
        #expect(coronal.position(column: 0, row: 24) == volume.geometry.position(column: 0, row: 0, slice: 0))
    }

    @Test func squarePixelsFromTheNearestRowKeepLabelsWhole() throws {
        let volume = try phantom(orientation: .axial)
        let linear = try #require(volume.section(.coronal(0))).withSquarePixels()
        let nearest = try #require(volume.section(.coronal(0))).withSquarePixels(.nearest)
        #expect((nearest.columns, nearest.rows) == (linear.columns, linear.rows) && nearest.pixelSpacing == linear.pixelSpacing)
        #expect(nearest.samples[18 * 3] == 100 && nearest.samples[19 * 3] == 100 && nearest.samples[20 * 3] == 0,
                "rows 18–20 of 25 lie between slice 1 (100, at row 16) and slice 0 (0, at row 24): the nearer one's (row 20 halfway), never 50")
        #expect(Set(nearest.samples).isSubset(of: Set(try #require(volume.section(.coronal(0))).samples)))
        #expect(nearest.filledRows[4] == false && nearest.filledRows[2] == true, "row 2 is slice 3's, row 4 slice 2's (missing)")
    }
}
