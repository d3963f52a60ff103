/// Cutting the volume along any plane, for oblique views.
extension CTVolume {
    /// The trilinear HU at each pixel of `plane`, from the 8 voxels around its position, rounded (−1024
    /// outside the volume: a position is inside when its voxel coordinates lie within 0…n − 1 on each axis,
    /// give or take a millionth of a voxel). A row
    /// that needs a slice which has not arrived is left out, its samples `Int16.min`.
    public func section(_ plane: ObliquePlane) -> ObliqueSection {
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
        var samples = [Int16](repeating: ObliqueSection.outside, count: width * height)
        let filledRows = samples.withUnsafeMutableBufferPointer { output in
            readSlices { voxels, isFilled in
                let filled = (0..<slices).map(isFilled)
                let (lastX, lastY, lastZ) = (Double(columns - 1), Double(rows - 1), Double(slices - 1))
                let perSlice = columns * rows
                return (0..<height).map { row in
                    var complete = true
                    let start = first + down * Double(row)
                    let out = output.baseAddress! + row * width
                    for column in 0..<width {
                        var x = start.x + across.x * Double(column)
                        var y = start.y + across.y * Double(column)
                        var z = start.z + across.z * Double(column)
                        // A millionth of a voxel's rounding past a face is on it.
                        guard x > -1e-6, y > -1e-6, z > -1e-6, x < lastX + 1e-6, y < lastY + 1e-6, z < lastZ + 1e-6 else { continue }
                        (x, y, z) = (min(max(x, 0), lastX), min(max(y, 0), lastY), min(max(z, 0), lastZ))
                        let x0 = Int(x), y0 = Int(y), z0 = Int(z)
                        let x1 = min(x0 + 1, columns - 1), y1 = min(y0 + 1, rows - 1), z1 = min(z0 + 1, slices - 1)
                        let fx = x - Double(x0), fy = y - Double(y0), fz = z - Double(z0)
                        guard filled[z0], fz == 0 || filled[z1] else {
                            complete = false
                            continue
                        }
                        @inline(__always) func at(_ x: Int, _ y: Int, _ z: Int) -> Double {
                            Double(voxels[z * perSlice + y * columns + x])
                        }
                        func plane(_ z: Int) -> Double {
                            let top = at(x0, y0, z) + (at(x1, y0, z) - at(x0, y0, z)) * fx
                            let bottom = at(x0, y1, z) + (at(x1, y1, z) - at(x0, y1, z)) * fx
                            return top + (bottom - top) * fy
                        }
                        let near = plane(z0)
                        let value = fz == 0 ? near : near + (plane(z1) - near) * fz
                        out[column] = Int16(value.rounded())
                    }
                    if !complete {
                        for column in 0..<width { out[column] = .min }
                    }
                    return complete
                }
            }
        }
        return ObliqueSection(plane: plane, samples: samples, filledRows: filledRows)
    }
}
