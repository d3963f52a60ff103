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

    /// The pairs made so far in this process, by their parameters: several tests compare the same pair.
    private static let made = Locked<[String: FollowUpPair]>([:])

    /// The pair; `translation` the truth the alignment should find. Made once per process for given parameters.
    public static func make(
        translation: Vector3, sliceFactor: Int = 2, fieldShift: (x: Double, y: Double) = (-20, 15), cropped: Int = 24,
        noise: Double = 20, seed: UInt64 = 7, priorSlices: Int? = nil
    ) async throws -> FollowUpPair {
        let key = "\(translation) \(sliceFactor) \(fieldShift) \(cropped) \(noise) \(seed) \(priorSlices ?? -1)"
        if let pair = made.withLock({ $0[key] }) { return pair }
        let pair = try await makeAnew(
            translation: translation, sliceFactor: sliceFactor, fieldShift: fieldShift, cropped: cropped, noise: noise, seed: seed,
            priorSlices: priorSlices)
        made.withLock { $0[key] = pair }
        return pair
    }

    private static func makeAnew(
        translation: Vector3, sliceFactor: Int, fieldShift: (x: Double, y: Double), cropped: Int, noise: Double, seed: UInt64,
        priorSlices: Int?
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
        // Both grids are axial, and the anatomy only moves: a prior voxel's column, row and slice each map to
        // the current volume's along one axis, so each axis' taps and weights are worked out once.
        func taps(_ count: Int, limit: Int, _ coordinate: (Int) -> Double) -> [(index: Int, weight: Double)?] {
            (0..<count).map { index in
                let p = coordinate(index), low = Int(p.rounded(.down))
                guard low >= 0, low + 1 < limit else { return nil }
                return (low, p - Double(low))
            }
        }
        let xs = taps(priorGeometry.columns, limit: g.columns) {
            geometry.voxelPoint(of: priorGeometry.position(column: Double($0), row: 0, slice: 0) - translation).x
        }
        let ys = taps(priorGeometry.rows, limit: g.rows) {
            geometry.voxelPoint(of: priorGeometry.position(column: 0, row: Double($0), slice: 0) - translation).y
        }
        let depths: [Double] = (0..<priorGeometry.sliceCount * sliceFactor).map { (part: Int) -> Double in
            let within: Double = (Double(part % sliceFactor) + 0.5) / Double(sliceFactor)
            return Double(part / sliceFactor) + within - 0.5
        }
        let zs = taps(depths.count, limit: g.sliceCount) {
            geometry.voxelPoint(of: priorGeometry.position(column: 0, row: 0, slice: depths[$0]) - translation).z
        }
        let perSlice = g.samplesPerSlice
        for slice in 0..<priorGeometry.sliceCount {
            var slab = [Double](repeating: 0, count: priorGeometry.samplesPerSlice)
            for row in 0..<priorGeometry.rows {
                for column in 0..<priorGeometry.columns {
                    var sum = 0.0
                    for part in 0..<sliceFactor {
                        guard let x = xs[column], let y = ys[row], let z = zs[slice * sliceFactor + part] else {
                            sum += -1000
                            continue
                        }
                        let base = z.index * perSlice + y.index * g.columns + x.index
                        /// The value between the four voxels of a row pair starting at `start`, at the column and row weights.
                        func bilinear(_ start: Int) -> Double {
                            let top: Double = values[start] * (1 - x.weight) + values[start + 1] * x.weight
                            let bottom: Double = values[start + g.columns] * (1 - x.weight) + values[start + g.columns + 1] * x.weight
                            return top * (1 - y.weight) + bottom * y.weight
                        }
                        let near = bilinear(base), far = bilinear(base + perSlice)
                        sum += near * (1 - z.weight) + far * z.weight
                    }
                    slab[row * priorGeometry.columns + column] = sum / Double(sliceFactor) + noise * gaussian()
                }
            }
            try prior.fill(slice: slice, values: slab)
        }
        return FollowUpPair(current: current, prior: prior, translation: translation)
    }

    /// The truth the comparison tests align by: what the example says, (12.4, 3.1, 41.0) mm.
    public static let exampleTranslation = Vector3(12.4, 3.1, 41.0)

    /// The example pair (`exampleTranslation`), its prior written into `folder` as DICOM files: what the app's and
    /// the command line's comparison tests read, beside the head CT's own files.
    public static func exampleWithPriorFiles(in folder: URL) async throws -> FollowUpPair {
        let pair = try await make(translation: exampleTranslation)
        try pair.writePrior(into: folder)
        return pair
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
