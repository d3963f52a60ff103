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
        let section = volume.section(plane)
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
        let section = volume.section(plane)
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
        let partial = volume.section(missing)
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
}
