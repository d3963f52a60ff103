import Foundation
import Testing
import TomoCore
import TomoVolume

/// Slabs of every plane against a direct computation: the sections whose centres lie within half the
/// thickness of the centre's, each pixel projected on the HU, read voxel by voxel through the geometry.
struct SlabTests {
    /// 5 × 4 pixels of 0.5 mm (rows) by 0.25 mm (columns), 6 slices 2 mm apart, stacked towards the head
    /// (so coronal and sagittal rows run through the slices from the last); scattered HU from −1000 to 1000.
    let geometry = VolumeGeometry(
        columns: 5, rows: 4, sliceCount: 6, pixelSpacing: PixelSpacing(row: 0.5, column: 0.25), sliceSpacing: 2,
        origin: Vector3(0, 0, 0), orientation: .axial)

    func hu(column: Int, row: Int, slice: Int) -> Int16 {
        Int16((column * 7_919 + row * 104_729 + slice * 1_299_709) % 2_001 - 1_000)
    }

    func volume(filling slices: some Sequence<Int>) throws -> CTVolume {
        let volume = try CTVolume(geometry: geometry)
        for k in slices {
            let values = (0..<geometry.rows).flatMap { r in (0..<geometry.columns).map { c in hu(column: c, row: r, slice: k) } }
            try volume.fill(slice: k, with: StoredSamples(hu: values), rescale: .identity)
        }
        return volume
    }

    /// What pixel (`column`, `row`) of the slab should hold, worked out from the voxels one by one.
    func expected(_ plane: VolumePlane, at index: Int, slab: Slab, column: Int, row: Int) -> Int16 {
        let spacing = plane.sectionSpacing(in: geometry)
        let sections = (0..<plane.sectionCount(in: geometry)).filter {
            Double(abs($0 - index)) * spacing <= slab.thickness / 2 + 0.001
        }
        let values = sections.map { section in
            let voxel = geometry.voxel(atPixel: (column, row), ofSection: section, in: plane)
            return Int(hu(column: voxel.column, row: voxel.row, slice: voxel.slice))
        }
        return switch slab.projection {
        case .mip: Int16(values.max()!)
        case .minip: Int16(values.min()!)
        case .mean: Int16((Double(values.reduce(0, +)) / Double(values.count)).rounded(.toNearestOrEven))
        }
    }

    @Test(arguments: SlabProjection.allCases)
    func everyPlaneAndThicknessMatchesTheVoxels(projection: SlabProjection) throws {
        let volume = try volume(filling: 0..<6)
        for plane in VolumePlane.allCases {
            for thickness in [0.0, 0.5, 1, 1.5, 4, 4.2, 7.999, 100] {
                let slab = Slab(thickness: thickness, projection: projection)
                for index in 0..<plane.sectionCount(in: geometry) {
                    let section = try #require(volume.section(.named(plane, index: index), slab: slab))
                    let plain = try #require(volume.section(.named(plane, index: index)))
                    #expect(section.isComplete)
                    #expect(section.columns == plain.columns && section.rows == plain.rows)
                    #expect(section.origin == plain.origin && section.orientation == plain.orientation)
                    #expect(section.pixelSpacing == plain.pixelSpacing)
                    let reach = slab.reach(sectionSpacing: plane.sectionSpacing(in: geometry))
                    #expect((section.slab == nil) == (reach == 0), "\(plane) \(thickness) mm")
                    if reach == 0 { #expect(section.samples == plain.samples) }
                    for row in 0..<section.rows {
                        for column in 0..<section.columns {
                            let value = section.samples[row * section.columns + column]
                            #expect(
                                value == expected(plane, at: index, slab: slab, column: column, row: row),
                                "\(plane) \(index), \(thickness) mm, pixel (\(column), \(row))")
                        }
                    }
                }
            }
        }
    }

    @Test func sectionsAtTheFacesOfTheSlabAreIn() {
        // 2 mm apart: 4 mm reaches one each side (the faces hold the neighbours' centres), 3.99 mm none.
        #expect(Slab(thickness: 4, projection: .mip).reach(sectionSpacing: 2) == 1)
        #expect(Slab(thickness: 3.99, projection: .mip).reach(sectionSpacing: 2) == 0)
        #expect(Slab(thickness: 20, projection: .mean).reach(sectionSpacing: 0.625) == 16)
        #expect(Slab(thickness: 0, projection: .mip).reach(sectionSpacing: 2) == 0)
        #expect(Slab(thickness: .infinity, projection: .mip).reach(sectionSpacing: 2) == 0)
        #expect(Slab(thickness: .nan, projection: .mip).reach(sectionSpacing: 2) == 0)
        #expect(Slab(thickness: 10, projection: .mip).reach(sectionSpacing: 0) == 0)
        #expect(Slab(thickness: 1e300, projection: .mip).reach(sectionSpacing: 1e-300) == Int(Int32.max))
        #expect(Slab(thickness: 20, projection: .mip).title == "MIP 20 mm")
        #expect(Slab(thickness: 7.5, projection: .mean).title == "Average 7.5 mm")
        #expect(Slab(thickness: 2.0 / 3, projection: .minip).title == "MinIP 0.67 mm")
    }

    @Test func aSlabFillsInAsItsSlicesArrive() throws {
        // Slices 0, 1, 2 and 4 have arrived; 3 and 5 have not.
        let volume = try volume(filling: [0, 1, 2, 4])
        let thick = Slab(thickness: 4, projection: .mip)
        // Axial: a slab is there once every slice in it is.
        #expect(volume.section(.axial(1), slab: thick)?.isComplete == true)
        let waiting = try #require(volume.section(.axial(3), slab: thick))
        #expect(waiting.filledRows == [false, false, false, false] && waiting.samples.allSatisfy { $0 == .min })
        #expect(volume.section(.axial(4), slab: thick)?.filledRows.contains(true) == false)
        // Coronal and sagittal: a row per slice, there once its slice is (rows run from slice 5 down).
        for plane in [VolumePlane.coronal, .sagittal] {
            let section = try #require(volume.section(.named(plane, index: 1), slab: thick))
            #expect(section.filledRows == [false, true, false, true, true, true], "\(plane)")
            let width = section.columns
            for row in 0..<section.rows where section.filledRows[row] {
                for column in 0..<width {
                    #expect(section.samples[row * width + column] == expected(plane, at: 1, slab: thick, column: column, row: row))
                }
            }
        }
    }
}
