import Foundation
import TomoCore
import TomoVolume

/// A follow-up pair as the field makes it, in memory: the head CT as the current scan (its files' geometry), and
/// a prior of the same anatomy written as another visit's scan would be: another frame of reference (the anatomy
/// at P in the current scan lies at P + `translation` in the prior's coordinates), slices `sliceFactor` times
/// as far apart (each the mean of as many of the current's sections), another table position and field of view
/// (`fieldShift` mm in x and y, fewer columns and rows), and noise (Gaussian, `noise` HU, seeded); `priorSlices`
/// slices, by default as many as cover about the current's length.
public struct FollowUpPair: Sendable {
    public let current: CTVolume
    public let prior: CTVolume
    public let translation: Vector3

    /// The pair; `translation` the truth the alignment should find.
    public static func make(
        translation: Vector3, sliceFactor: Int = 2, fieldShift: (x: Double, y: Double) = (-20, 15), cropped: Int = 24,
        noise: Double = 20, seed: UInt64 = 7, priorSlices: Int? = nil
    ) async throws -> FollowUpPair {
        let head = try await HeadCTSeries.shared().volume
        let g = head.geometry
        let origin = Vector3(HeadCTSeries.origin.x, HeadCTSeries.origin.y, HeadCTSeries.origin.z)
        let geometry = VolumeGeometry(
            columns: g.columns, rows: g.rows, sliceCount: g.sliceCount, pixelSpacing: g.pixelSpacing, sliceSpacing: g.sliceSpacing,
            origin: origin)
        let current = try CTVolume(geometry: geometry)
        let values = head.samples.map { Double($0) * head.rescale.slope + head.rescale.intercept }
        for slice in 0..<g.sliceCount {
            try current.fill(slice: slice, values: Array(values[slice * g.samplesPerSlice..<(slice + 1) * g.samplesPerSlice]))
        }
        // The prior's grid, in its own coordinates: the anatomy moved by `translation`, its field of view moved
        // and cut, its slices thicker and starting a little further along.
        let priorGeometry = VolumeGeometry(
            columns: g.columns - cropped, rows: g.rows - cropped, sliceCount: priorSlices ?? g.sliceCount / sliceFactor - 4,
            pixelSpacing: g.pixelSpacing, sliceSpacing: g.sliceSpacing * Double(sliceFactor),
            origin: origin + translation + Vector3(fieldShift.x, fieldShift.y, 3 * g.sliceSpacing))
        let prior = try CTVolume(geometry: priorGeometry)
        var random = SplitMix64(seed: seed)
        /// A standard normal number (Box–Muller).
        func gaussian() -> Double {
            (-2 * log(1 - random.nextUnit())).squareRoot() * cos(2 * Double.pi * random.nextUnit())
        }
        func value(at position: Vector3) -> Double {
            let p = geometry.voxelPoint(of: position)
            let x0 = Int(p.x.rounded(.down)), y0 = Int(p.y.rounded(.down)), z0 = Int(p.z.rounded(.down))
            guard x0 >= 0, y0 >= 0, z0 >= 0, x0 + 1 < g.columns, y0 + 1 < g.rows, z0 + 1 < g.sliceCount else { return -1000 }
            let fx = p.x - Double(x0), fy = p.y - Double(y0), fz = p.z - Double(z0)
            func at(_ x: Int, _ y: Int, _ z: Int) -> Double { values[(z * g.rows + y) * g.columns + x] }
            var total = 0.0
            for (dz, wz) in [(0, 1 - fz), (1, fz)] {
                for (dy, wy) in [(0, 1 - fy), (1, fy)] {
                    for (dx, wx) in [(0, 1 - fx), (1, fx)] { total += wx * wy * wz * at(x0 + dx, y0 + dy, z0 + dz) }
                }
            }
            return total
        }
        for slice in 0..<priorGeometry.sliceCount {
            var slab = [Double](repeating: 0, count: priorGeometry.samplesPerSlice)
            for row in 0..<priorGeometry.rows {
                for column in 0..<priorGeometry.columns {
                    var sum = 0.0
                    for part in 0..<sliceFactor {
                        let depth = Double(slice) + (Double(part) + 0.5) / Double(sliceFactor) - 0.5
                        let place = priorGeometry.position(column: Double(column), row: Double(row), slice: depth)
                        sum += value(at: place - translation)
                    }
                    slab[row * priorGeometry.columns + column] = sum / Double(sliceFactor) + noise * gaussian()
                }
            }
            try prior.fill(slice: slice, values: slab)
        }
        return FollowUpPair(current: current, prior: prior, translation: translation)
    }

    /// The Study Instance UID `writePrior(into:)` gives the prior by default; its slice k's SOP Instance UID is
    /// `priorStudy.1.k`, counted from 1.
    public static let priorStudy = "1.2.826.0.1.3680043.10.1234.71.1"

    /// The prior written as a CT series of DICOM files in `folder` as its scanner would: study `studyUID` of
    /// `date` ("Head prior"), its series `studyUID.1`, its own frame of reference `studyUID.9`, the head's patient
    /// (TOMO-0001), slices of signed HU, one file each.
    public func writePrior(into folder: URL, studyUID: String = priorStudy, date: String = "20230115") throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let geometry = prior.geometry
        func decimal(_ value: Double) -> String { String(format: "%.6g", value) }
        for slice in 0..<geometry.sliceCount {
            var pixels: [UInt8] = []
            pixels.reserveCapacity(geometry.samplesPerSlice * 2)
            for row in 0..<geometry.rows {
                for column in 0..<geometry.columns {
                    let value = UInt16(bitPattern: Int16(prior.value(column: column, row: row, slice: slice) ?? -1000))
                    pixels += [UInt8(value & 0xFF), UInt8(value >> 8)]
                }
            }
            let position = geometry.position(column: 0, row: 0, slice: Double(slice))
            let instance = "\(studyUID).1.\(slice + 1)"
            let elements: [DICOMWriter.Element] = [
                .text(0x0008, 0x0016, "UI", "1.2.840.10008.5.1.4.1.1.2"),
                .text(0x0008, 0x0018, "UI", instance),
                .text(0x0008, 0x0020, "DA", date),
                .text(0x0008, 0x0060, "CS", "CT"),
                .text(0x0008, 0x1030, "LO", "Head prior"),
                .text(0x0008, 0x103E, "LO", "Head CT prior"),
                .text(0x0010, 0x0010, "PN", "Cranium^Test"),
                .text(0x0010, 0x0020, "LO", "TOMO-0001"),
                .text(0x0018, 0x0050, "DS", decimal(geometry.sliceSpacing)),
                .text(0x0020, 0x000D, "UI", studyUID),
                .text(0x0020, 0x000E, "UI", "\(studyUID).1"),
                .text(0x0020, 0x0011, "IS", "1"),
                .text(0x0020, 0x0013, "IS", String(slice + 1)),
                .text(0x0020, 0x0032, "DS", [position.x, position.y, position.z].map(decimal).joined(separator: "\\")),
                .text(0x0020, 0x0037, "DS", "1\\0\\0\\0\\1\\0"),
                .text(0x0020, 0x0052, "UI", "\(studyUID).9"),
                .us(0x0028, 0x0002, 1),
                .text(0x0028, 0x0004, "CS", "MONOCHROME2"),
                .us(0x0028, 0x0010, UInt16(geometry.rows)),
                .us(0x0028, 0x0011, UInt16(geometry.columns)),
                .text(0x0028, 0x0030, "DS", "\(decimal(geometry.pixelSpacing.row))\\\(decimal(geometry.pixelSpacing.column))"),
                .us(0x0028, 0x0100, 16),
                .us(0x0028, 0x0101, 16),
                .us(0x0028, 0x0102, 15),
                .us(0x0028, 0x0103, 1),
                .text(0x0028, 0x1050, "DS", "40"),
                .text(0x0028, 0x1051, "DS", "80"),
                .text(0x0028, 0x1052, "DS", "0"),
                .text(0x0028, 0x1053, "DS", "1"),
                DICOMWriter.Element(0x7FE0, 0x0010, "OW", pixels),
            ]
            let bytes = DICOMWriter.file(sopClassUID: "1.2.840.10008.5.1.4.1.1.2", sopInstanceUID: instance, elements: elements)
            try Data(bytes).write(to: folder.appending(path: String(format: "P%04d.dcm", slice + 1)))
        }
    }
}
