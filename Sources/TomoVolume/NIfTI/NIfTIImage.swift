import Foundation
import TomoCore

/// A volume as a NIfTI-1 image (`.nii`): its 348-byte header (dimensions, voxel size, data type, the qform and
/// sform of the volume's geometry in RAS, as dcm2niix writes a DICOM series), then its voxels. The voxels are
/// the volume's in DICOM order but for its rows, stored bottom row first as dcm2niix stores them, so that a
/// label map written here lies voxel for voxel on dcm2niix's NIfTI of the same series.
public struct NIfTIImage: Sendable {
    /// What a voxel holds.
    public enum Voxels: Sendable {
        /// One byte each (DT_UINT8): a mask, or up to 255 labels.
        case uint8([UInt8])
        /// Two bytes each (DT_UINT16): up to 65,535 labels.
        case uint16([UInt16])

        var count: Int {
            switch self {
            case .uint8(let values): values.count
            case .uint16(let values): values.count
            }
        }
    }

    public let geometry: VolumeGeometry
    /// The voxels in the volume's order (`(slice × rows + row) × columns + column`).
    public let voxels: Voxels
    /// The header's description (80 bytes at most).
    public let description: String

    /// `voxels` on `geometry`, described as `description`.
    public init(geometry: VolumeGeometry, voxels: Voxels, description: String) {
        precondition(voxels.count == geometry.samplesPerSlice * geometry.sliceCount, "one voxel a sample")
        self.geometry = geometry
        self.voxels = voxels
        self.description = description
    }

    /// The affine taking a stored voxel (i, j, k) to RAS millimetres, three rows of four: i along the columns,
    /// j up the rows (the last row first), k along the slices.
    public var affine: [[Double]] {
        let g = geometry
        let (x, y, z) = (g.orientation.row * g.pixelSpacing.column, g.orientation.column * g.pixelSpacing.row, g.orientation.normal * g.sliceSpacing)
        let top = g.origin + g.orientation.column * (g.pixelSpacing.row * Double(g.rows - 1))
        // LPS to RAS: x and y change sign; j counts rows from the last, so its axis is the rows' reversed.
        let columns = [x, y * -1, z, top]
        return (0..<3).map { axis in
            columns.map { vector in
                let value = [vector.x, vector.y, vector.z][axis]
                return axis < 2 ? -value : value
            }
        }
    }

    /// The `.nii` file: header, the four-byte extension flag (none), voxels.
    public var data: Data {
        var header = Data(count: 352)
        func put<T: FixedWidthInteger>(_ value: T, at offset: Int) {
            withUnsafeBytes(of: value.littleEndian) { header.replaceSubrange(offset..<offset + MemoryLayout<T>.size, with: $0) }
        }
        func put(_ value: Float, at offset: Int) { put(value.bitPattern, at: offset) }
        let g = geometry
        let (code, bits): (Int16, Int16) = switch voxels {
        case .uint8: (2, 8)
        case .uint16: (512, 16)
        }
        put(Int32(348), at: 0)  // sizeof_hdr
        for (index, dimension) in [3, g.columns, g.rows, g.sliceCount, 1, 1, 1, 1].enumerated() { put(Int16(dimension), at: 40 + 2 * index) }
        put(code, at: 70)  // datatype
        put(bits, at: 72)  // bitpix
        let a = affine
        let (quaternion, qfac) = Self.quaternion(of: a, spacing: [g.pixelSpacing.column, g.pixelSpacing.row, g.sliceSpacing])
        // pixdim[0] is qfac: −1 where the voxel axes are left-handed in RAS (the rows reversed make them so).
        for (index, value) in [qfac, g.pixelSpacing.column, g.pixelSpacing.row, g.sliceSpacing, 0, 0, 0, 0].enumerated() {
            put(Float(value), at: 76 + 4 * index)
        }
        put(Float(352), at: 108)  // vox_offset
        put(Float(1), at: 112)  // scl_slope
        put(UInt8(10), at: 123)  // xyzt_units: mm, s
        let text = Array(description.utf8.prefix(79))
        header.replaceSubrange(148..<148 + text.count, with: text)
        put(Int16(1), at: 252)  // qform_code: scanner
        put(Int16(1), at: 254)  // sform_code: scanner
        for (index, value) in quaternion.enumerated() { put(Float(value), at: 256 + 4 * index) }
        for (index, value) in [a[0][3], a[1][3], a[2][3]].enumerated() { put(Float(value), at: 268 + 4 * index) }
        for row in 0..<3 {
            for column in 0..<4 { put(Float(a[row][column]), at: 280 + 16 * row + 4 * column) }
        }
        header.replaceSubrange(344..<348, with: Array("n+1\0".utf8))
        var file = header
        let (columns, rows, slices) = (g.columns, g.rows, g.sliceCount)
        switch voxels {
        case .uint8(let values):
            var stored = [UInt8](repeating: 0, count: values.count)
            for slice in 0..<slices {
                for row in 0..<rows {
                    let from = (slice * rows + row) * columns, to = (slice * rows + rows - 1 - row) * columns
                    stored[to..<to + columns] = values[from..<from + columns]
                }
            }
            file.append(contentsOf: stored)
        case .uint16(let values):
            var stored = [UInt8](repeating: 0, count: values.count * 2)
            for slice in 0..<slices {
                for row in 0..<rows {
                    let from = (slice * rows + row) * columns, to = (slice * rows + rows - 1 - row) * columns
                    for column in 0..<columns {
                        let value = values[from + column]
                        stored[2 * (to + column)] = UInt8(value & 0xFF)
                        stored[2 * (to + column) + 1] = UInt8(value >> 8)
                    }
                }
            }
            file.append(contentsOf: stored)
        }
        return file
    }

    /// The quaternion parameters b, c, d of the rotation in `affine` (its columns divided by `spacing`) and qfac,
    /// as the NIfTI-1 standard's nifti_mat44_to_quatern computes them: a left-handed matrix has its third column
    /// turned and qfac −1.
    static func quaternion(of affine: [[Double]], spacing: [Double]) -> (parameters: [Double], qfac: Double) {
        var r = (0..<3).map { row in (0..<3).map { column in affine[row][column] / spacing[column] } }
        let determinant = r[0][0] * (r[1][1] * r[2][2] - r[1][2] * r[2][1]) - r[0][1] * (r[1][0] * r[2][2] - r[1][2] * r[2][0])
            + r[0][2] * (r[1][0] * r[2][1] - r[1][1] * r[2][0])
        let qfac: Double = determinant < 0 ? -1 : 1
        if qfac < 0 { for row in 0..<3 { r[row][2] = -r[row][2] } }
        let (r11, r12, r13, r21, r22, r23, r31, r32, r33) = (r[0][0], r[0][1], r[0][2], r[1][0], r[1][1], r[1][2], r[2][0], r[2][1], r[2][2])
        let a = r11 + r22 + r33 + 1
        if a > 0.5 {
            let half = 0.5 * a.squareRoot()
            return ([0.25 * (r32 - r23) / half, 0.25 * (r13 - r31) / half, 0.25 * (r21 - r12) / half], qfac)
        }
        let xd = 1 + r11 - (r22 + r33), yd = 1 + r22 - (r11 + r33), zd = 1 + r33 - (r11 + r22)
        var (b, c, d, w): (Double, Double, Double, Double)
        if xd > 1 {
            b = 0.5 * xd.squareRoot(); c = 0.25 * (r12 + r21) / b; d = 0.25 * (r13 + r31) / b; w = 0.25 * (r32 - r23) / b
        } else if yd > 1 {
            c = 0.5 * yd.squareRoot(); b = 0.25 * (r12 + r21) / c; d = 0.25 * (r23 + r32) / c; w = 0.25 * (r13 - r31) / c
        } else {
            d = 0.5 * zd.squareRoot(); b = 0.25 * (r13 + r31) / d; c = 0.25 * (r23 + r32) / d; w = 0.25 * (r21 - r12) / d
        }
        if w < 0 { (b, c, d) = (-b, -c, -d) }
        return ([b, c, d], qfac)
    }
}
