import Foundation
import Testing
import TomoCore
import TomoVolume

/// Oblique sections against the volume's own values: voxel (c, r, k) holds 100·k + 10·r + c − 50 HU, a
/// linear function, which trilinear interpolation reproduces exactly at any point inside.
struct ObliqueSectionTests {
    /// 8 × 6 pixels of 0.5 × 0.75 mm, 5 slices 2 mm apart, tilted (rows along x+y, columns along −z) and
    /// shifted, so that patient and voxel axes differ.
    let volume: CTVolume

    init() throws {
        let row = Vector3(1, 1, 0).normalized, column = Vector3(0, 0, -1)
        volume = try CTVolume(geometry: VolumeGeometry(
            columns: 8, rows: 6, sliceCount: 5, pixelSpacing: PixelSpacing(row: 0.75, column: 0.5), sliceSpacing: 2,
            origin: Vector3(-10, 4, 30), orientation: ImageOrientation(row: row, column: column)))
        for k in 0..<4 {
            let words = (0..<6).flatMap { r in (0..<8).map { c in UInt16(100 * k + 10 * r + c) } }
            try volume.fill(slice: k, with: StoredSamples(words: words, isSigned: false), rescale: Rescale(slope: 1, intercept: -50))
        }
    }

    /// The voxel coordinates of patient point `point`.
    func voxel(_ point: Vector3) -> Vector3 {
        let geometry = volume.geometry, offset = point - geometry.origin
        return Vector3(
            offset.dot(geometry.orientation.row) / geometry.pixelSpacing.column,
            offset.dot(geometry.orientation.column) / geometry.pixelSpacing.row,
            offset.dot(geometry.orientation.normal) / geometry.sliceSpacing)
    }

    @Test func aDoubleObliquePlaneReadsTheTrilinearHUAndAirOutside() throws {
        // Through the volume's middle, tilted about two axes; R and C given unnormalised.
        let middle = volume.geometry.position(column: 3.5, row: 2.5, slice: 1.5)
        let plane = try ObliquePlane(
            center: middle, rowDirection: Vector3(2, 0.6, -0.4), columnDirection: Vector3(-0.3, 1, 1.7), width: 21, height: 17,
            spacing: 0.37)
        #expect(abs(plane.rowDirection.length - 1) < 1e-12 && abs(plane.columnDirection.length - 1) < 1e-12)
        let section = try #require(volume.section(.oblique(plane)))
        var inside = 0, outside = 0
        for j in 0..<17 {
            for i in 0..<21 {
                let point = plane.center + plane.rowDirection * ((Double(i) - 10) * 0.37) + plane.columnDirection * ((Double(j) - 8) * 0.37)
                let v = voxel(point)
                let isInside = v.x >= -1e-9 && v.y >= -1e-9 && v.z >= -1e-9 && v.x <= 7 + 1e-9 && v.y <= 5 + 1e-9 && v.z <= 4 + 1e-9
                let value = section.samples[j * 21 + i]
                if isInside {
                    inside += 1
                    if v.z > 3 { continue }  // slice 4 has not arrived: rows that need it are left out
                    #expect(abs(Double(value) - (100 * v.z + 10 * v.y + v.x - 50)) <= 0.5 + 1e-6, "(\(i), \(j)) at voxel \(v)")
                } else {
                    outside += 1
                    #expect(value == -1024 || !section.filledRows[j], "(\(i), \(j)) outside")
                }
            }
        }
        #expect(inside > 50 && outside > 50, "the plane crosses the volume's faces: \(inside) in, \(outside) out")
    }

    @Test func aPlaneAlongTheSlicesIsTheSliceAndRowsNeedingAMissingSliceAreLeftOut() throws {
        let geometry = volume.geometry
        let plane = try ObliquePlane(
            center: geometry.position(column: 3.5, row: 2.5, slice: 2), rowDirection: geometry.orientation.row,
            columnDirection: geometry.orientation.column, width: 8, height: 6, spacing: 0.5)
        // 0.5 mm down the columns is 2/3 of a 0.75 mm row: rows interpolate, columns hit the voxels.
        let section = try #require(volume.section(.oblique(plane)))
        #expect(section.filledRows.allSatisfy { $0 })
        for j in 0..<6 {
            for i in 0..<8 {
                let y = (Double(j) - 2.5) * 0.5 / 0.75 + 2.5
                #expect(section.samples[j * 8 + i] == Int16((200 + 10 * y + Double(i) - 50).rounded()))
            }
        }
        // Through slice 3.5: it needs slice 4, which has not arrived.
        let missing = try ObliquePlane(
            center: geometry.position(column: 3.5, row: 2.5, slice: 3.5), rowDirection: geometry.orientation.row,
            columnDirection: geometry.orientation.column, width: 8, height: 6, spacing: 0.5)
        let partial = try #require(volume.section(.oblique(missing)))
        #expect(partial.filledRows.allSatisfy { !$0 } && partial.samples.allSatisfy { $0 == .min })
    }

    @Test func aPlaneThatIsNoPlaneOrTooLargeIsRefusedWithTheReason() {
        let centre = Vector3(0, 0, 0), x = Vector3(1, 0, 0)
        #expect(throws: ObliquePlaneError.parallelDirections) {
            try ObliquePlane(center: centre, rowDirection: x, columnDirection: Vector3(-3, 0, 0), width: 4, height: 4, spacing: 1)
        }
        #expect(throws: ObliquePlaneError.noDirection) {
            try ObliquePlane(center: centre, rowDirection: x, columnDirection: Vector3(0, 0, 0), width: 4, height: 4, spacing: 1)
        }
        #expect(throws: ObliquePlaneError.notFinite) {
            try ObliquePlane(center: Vector3(.nan, 0, 0), rowDirection: x, columnDirection: Vector3(0, 1, 0), width: 4, height: 4, spacing: 1)
        }
        #expect(throws: ObliquePlaneError.tooLarge(width: 1 << 40, height: 1 << 40)) {
            try ObliquePlane(center: centre, rowDirection: x, columnDirection: Vector3(0, 1, 0), width: 1 << 40, height: 1 << 40, spacing: 1)
        }
        #expect(throws: ObliquePlaneError.spacing(0)) {
            try ObliquePlane(center: centre, rowDirection: x, columnDirection: Vector3(0, 1, 0), width: 4, height: 4, spacing: 0)
        }
        #expect(ObliquePlaneError.parallelDirections.description == "the row and column directions are parallel: they span no plane")
    }

    @Test(arguments: SlabProjection.allCases)
    func aSlabProjectsTheParallelPlanesWithinHalfItsThickness(projection: SlabProjection) throws {
        let middle = volume.geometry.position(column: 3.5, row: 2.5, slice: 1.5)
        let plane = try ObliquePlane(
            center: middle, rowDirection: Vector3(1, 0.2, 0.1), columnDirection: Vector3(0, 1, 0.3), width: 15, height: 11, spacing: 0.3)
        let normal = plane.rowDirection.cross(plane.columnDirection).normalized
        // 1.3 mm: the planes 0.3 mm apart within 0.65 mm, two either side.
        let slab = Slab(thickness: 1.3, projection: projection)
        let section = try #require(volume.section(.oblique(plane), slab: slab))
        #expect(volume.section(.oblique(plane), slab: nil) == volume.section(.oblique(plane)))
        #expect(volume.section(.oblique(plane), slab: Slab(thickness: 0, projection: projection)) == volume.section(.oblique(plane)))
        var checked = 0
        for row in 0..<plane.height {
            for column in 0..<plane.width {
                let centre = plane.position(column: Double(column), row: Double(row))
                let offsets = (-2...2).map { centre + normal * (Double($0) * 0.3) }
                let voxels = offsets.map(voxel)
                // Only where each plane's point is inside the filled slices 0…3: there the HU is the linear function.
                guard voxels.allSatisfy({ $0.x >= 0 && $0.x <= 7 && $0.y >= 0 && $0.y <= 5 && $0.z >= 0 && $0.z <= 3 }) else { continue }
                let values = voxels.map { 100 * $0.z + 10 * $0.y + $0.x - 50 }
                let value = Double(section.samples[row * plane.width + column])
                switch projection {
                case .mip: #expect(abs(value - values.max()!) <= 0.5 + 1e-9)
                case .minip: #expect(abs(value - values.min()!) <= 0.5 + 1e-9)
                case .mean: #expect(abs(value - values.reduce(0, +) / 5) <= 1)
                }
                checked += 1
            }
        }
        #expect(checked > 40)
        #expect(section.filledRows.allSatisfy { $0 })
        // Down a plane across the slices (leaning, so that its neighbours lie in other slices), a row any of whose planes needs slice 4 (not arrived) is left out.
        let across = try ObliquePlane(
            center: middle, rowDirection: volume.geometry.orientation.row, columnDirection: volume.geometry.orientation.normal * -1 + volume.geometry.orientation.column * 0.3,
            width: 9, height: 31, spacing: 0.5)
        let slabAcross = try #require(volume.section(.oblique(across), slab: Slab(thickness: 6, projection: projection)))
        let plain = try #require(volume.section(.oblique(across)))
        #expect(slabAcross.filledRows.filter { !$0 }.count > plain.filledRows.filter { !$0 }.count, "its neighbours reach further")
        for row in 0..<across.height {
            #expect(slabAcross.filledRows[row] || slabAcross.samples[row * 9..<(row + 1) * 9].allSatisfy { $0 == .min })
            #expect(plain.filledRows[row] || !slabAcross.filledRows[row] == true)
        }
    }

    @Test func anObliqueViewsImageHoldsTheVolumeAtAnyAngleAndDepthAroundItsCentre() throws {
        let geometry = volume.geometry
        let square = try #require(geometry.obliquePlane(through: geometry.center, orientation: geometry.orientation))
        let turned = Rotation3(axis: Vector3(0.3, 1, 0.2), angle: 0.7)
        let orientation = ImageOrientation(row: turned.applied(to: geometry.orientation.row), column: turned.applied(to: geometry.orientation.column))
        let deep = geometry.position(column: 7, row: 0, slice: 4)
        let oblique = try #require(geometry.obliquePlane(through: deep, orientation: orientation))
        #expect(square.width == oblique.width && square.height == oblique.height && square.width % 2 == 1)
        #expect(square.spacing == 0.5 && Double(square.width - 1) / 2 * 0.5 >= geometry.halfDiagonal)
        #expect(square.center.isClose(to: geometry.center, tolerance: 1e-9))
        // Its centre is the volume's moved along the normal to the point's depth.
        let normal = orientation.normal
        #expect(abs((deep - oblique.center).dot(normal)) < 1e-9)
        #expect((oblique.center - geometry.center).cross(normal).length < 1e-9)
        // Patient points and voxel points convert both ways.
        let point = Vector3(1.25, -2.5, 3.75)
        #expect(geometry.position(ofVoxelPoint: geometry.voxelPoint(of: point)).isClose(to: point, tolerance: 1e-9))
    }

    @Test func rotationsTurnRightHandedAndCompose() {
        let quarter = Rotation3(axis: Vector3(0, 0, 2), angle: .pi / 2)
        #expect(quarter.applied(to: Vector3(1, 0, 0)).isClose(to: Vector3(0, 1, 0), tolerance: 1e-12))
        let half = quarter * quarter
        #expect(half.applied(to: Vector3(1, 2, 3)).isClose(to: Vector3(-1, -2, 3), tolerance: 1e-12))
        let back = Rotation3(axis: Vector3(0, 0, 1), angle: -.pi / 2) * quarter
        #expect(back.isClose(to: .identity, tolerance: 1e-12))
        #expect(Rotation3(axis: .zero, angle: 1) == .identity)
        // Turning x about x + y by π gives y.
        #expect(Rotation3(axis: Vector3(1, 1, 0), angle: .pi).applied(to: Vector3(1, 0, 0)).isClose(to: Vector3(0, 1, 0), tolerance: 1e-12))
    }
}
