import Foundation

/// Cutting the volume along any plane, for oblique views.
extension CTVolume {
    /// The trilinear sample at each pixel of `plane`, from the 8 voxels around its position, rounded half up
    /// (the nearest voxel's for a volume of `.nearest` interpolation; `VolumeSection.outside(in:)` outside the volume: a position is inside when its voxel coordinates lie
    /// within 0…n − 1 on each axis, give or take a millionth of a voxel). A row
    /// that needs a slice which has not arrived is left out, its samples `Int16.min`.
    func section(oblique plane: ObliquePlane) -> VolumeSection {
        let geometry = geometry
        let (columns, rows, slices) = (geometry.columns, geometry.rows, geometry.sliceCount)
        // Voxel coordinates are linear in the pixel's: the first pixel's, plus a step per column and per row.
        let orientation = geometry.orientation
        func voxel(_ point: Vector3) -> Vector3 {
            let offset = point - geometry.origin
            return Vector3(
                offset.dot(orientation.row) / geometry.pixelSpacing.column,
                offset.dot(orientation.column) / geometry.pixelSpacing.row,
                offset.dot(orientation.normal) / geometry.sliceSpacing)
        }
        let first = voxel(plane.position(column: 0, row: 0))
        let across = voxel(plane.position(column: 1, row: 0)) - first
        let down = voxel(plane.position(column: 0, row: 1)) - first
        let (width, height) = (plane.width, plane.height)
        let nearest = interpolation == .nearest
        var samples = [Int16](repeating: 0, count: width * height)
        var filledRows = [Bool](repeating: true, count: height)
        let storage = samples.withUnsafeMutableBufferPointer { output in
            filledRows.withUnsafeMutableBufferPointer { filledOutput in
                readSlices { voxels, isFilled, storage in
                    output.update(repeating: VolumeSection.outside(in: storage))
                    let filled = (0..<slices).map(isFilled)
                    let last = Vector3(Double(columns - 1), Double(rows - 1), Double(slices - 1))
                    let memory = SectionMemory(voxels: voxels, output: output.baseAddress!, filledRows: filledOutput.baseAddress!)
                    // Rows dealt round the cores in turn, so that each gets as much of the volume's inside.
                    let bands = min(height, ProcessInfo.processInfo.activeProcessorCount)
                    DispatchQueue.concurrentPerform(iterations: bands) { band in
                        for row in stride(from: band, to: height, by: bands) {
                            let start = first + down * Double(row)
                            guard let inside = Self.columnsInside(from: start, step: across, last: last, width: width) else { continue }
                            // The slices the row's inside part reaches: all there, or the row waits.
                            let z0 = start.z + across.z * Double(inside.lowerBound), z1 = start.z + across.z * Double(inside.upperBound)
                            let lowest = max(0, Int(min(z0, z1).rounded(.down)))
                            let highest = min(slices - 1, Int(max(z0, z1).rounded(.up)))
                            let out = memory.output + row * width
                            guard lowest > highest || filled[lowest...highest].allSatisfy({ $0 }) else {
                                out.update(repeating: .min, count: width)
                                memory.filledRows[row] = false
                                continue
                            }
                            if nearest {
                                Self.nearestRow(
                                    memory.voxels, columns: columns, rows: rows, from: start, step: across, last: last, columns: inside,
                                    into: out)
                            } else {
                                Self.sampleRow(
                                    memory.voxels, columns: columns, rows: rows, slices: slices, from: start, step: across, last: last,
                                    columns: inside, into: out)
                            }
                        }
                    }
                    return storage
                }
            }
        }
        return VolumeSection(oblique: plane, samples: samples, rescale: storage, filledRows: filledRows)
    }

    /// The pixels of a row, from voxel point `start` on by `step` a pixel, that lie inside the volume (whose
    /// greatest voxel coordinates are `last`), give or take a millionth of a voxel; nil for none.
    private static func columnsInside(from start: Vector3, step: Vector3, last: Vector3, width: Int) -> ClosedRange<Int>? {
        var low = 0.0, high = Double(width - 1)
        for (origin, delta, limit) in [(start.x, step.x, last.x), (start.y, step.y, last.y), (start.z, step.z, last.z)] {
            let (from, to) = (-1e-6 - origin, limit + 1e-6 - origin)
            if delta == 0 {
                guard from <= 0, to >= 0 else { return nil }
                continue
            }
            let (one, other) = (from / delta, to / delta)
            low = max(low, min(one, other))
            high = min(high, max(one, other))
        }
        guard low <= high, low.isFinite, high.isFinite else { return nil }
        let first = Int(low.rounded(.up)), final = Int(high.rounded(.down))
        return first <= final ? first...final : nil
    }

    /// The trilinear sample at each pixel of `columns` along a row from voxel point `start` by `step` a pixel,
    /// into `out` (the row's first pixel). Coordinates are clamped to the volume, which holds them.
    private static func sampleRow(
        _ voxels: UnsafePointer<Int16>, columns: Int, rows: Int, slices: Int, from start: Vector3, step: Vector3,
        last: Vector3, columns inside: ClosedRange<Int>, into out: UnsafeMutablePointer<Int16>
    ) {
        let perSlice = columns * rows
        for column in inside {
            let c = Double(column)
            let x = min(max(start.x + step.x * c, 0), last.x)
            let y = min(max(start.y + step.y * c, 0), last.y)
            let z = min(max(start.z + step.z * c, 0), last.z)
            let x0 = Int(x), y0 = Int(y), z0 = Int(z)
            let fx = x - Double(x0), fy = y - Double(y0), fz = z - Double(z0)
            let dx = x0 < columns - 1 ? 1 : 0, dy = y0 < rows - 1 ? columns : 0, dz = z0 < slices - 1 ? perSlice : 0
            let near = voxels + (z0 * perSlice + y0 * columns + x0), far = near + dz
            let top = Double(near[0]) + (Double(near[dx]) - Double(near[0])) * fx
            let bottom = Double(near[dy]) + (Double(near[dy + dx]) - Double(near[dy])) * fx
            let nearValue = top + (bottom - top) * fy
            let farTop = Double(far[0]) + (Double(far[dx]) - Double(far[0])) * fx
            let farBottom = Double(far[dy]) + (Double(far[dy + dx]) - Double(far[dy])) * fx
            let farValue = farTop + (farBottom - farTop) * fy
            // Rounded half up by truncating a positive number: `rounded()` is a call into libm on x86-64 without
            // SSE4.1, the most time of a pixel. Every value lies within the Int16 range.
            out[column] = Int16(truncatingIfNeeded: Int(nearValue + (farValue - nearValue) * fz + 32768.5) - 32768)
        }
    }

    /// The nearest voxel's sample at each pixel of `columns` along a row from voxel point `start` by `step` a
    /// pixel, into `out` (the row's first pixel). Coordinates are clamped to the volume, which holds them.
    private static func nearestRow(
        _ voxels: UnsafePointer<Int16>, columns: Int, rows: Int, from start: Vector3, step: Vector3, last: Vector3,
        columns inside: ClosedRange<Int>, into out: UnsafeMutablePointer<Int16>
    ) {
        let perSlice = columns * rows
        for column in inside {
            let c = Double(column)
            // Half up, by truncating the coordinate moved by a half (it is not negative).
            let x = Int(min(max(start.x + step.x * c, 0), last.x) + 0.5)
            let y = Int(min(max(start.y + step.y * c, 0), last.y) + 0.5)
            let z = Int(min(max(start.z + step.z * c, 0), last.z) + 0.5)
            out[column] = voxels[z * perSlice + y * columns + x]
        }
    }
}
