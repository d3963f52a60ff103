import TomoCore

/// Cutting the volume along its planes: every view of it, axial, coronal and sagittal.
extension CTVolume {
    /// The section of `plane` at `index` along its normal (a slice, a row or a column), with the slices
    /// that have arrived; nil when `index` is outside the volume.
    public func section(_ plane: VolumePlane, at index: Int) -> VolumeSection? {
        guard (0..<plane.sectionCount(in: geometry)).contains(index) else { return nil }
        let geometry = geometry
        let (columns, rows, slices) = (geometry.columns, geometry.rows, geometry.sliceCount)
        switch plane {
        case .axial:
            let count = columns * rows
            let samples = readSlices { voxels, isFilled in
                isFilled(index) ? Array(UnsafeBufferPointer(start: voxels + index * count, count: count)) : nil
            }
            return VolumeSection(
                plane: plane, index: index, columns: columns, rows: rows,
                samples: samples ?? Array(repeating: .min, count: count),
                filledRows: Array(repeating: samples != nil, count: rows), pixelSpacing: geometry.pixelSpacing,
                orientation: geometry.orientation, origin: geometry.position(column: 0, row: 0, slice: Double(index)))
        case .coronal, .sagittal:
            // Head up: the top row is the slice furthest towards the head.
            let sliceOfRow = geometry.slice(shownInSectionRow:)
            let width = plane == .coronal ? columns : rows
            var samples = [Int16](repeating: .min, count: width * slices)
            let filled = samples.withUnsafeMutableBufferPointer { output in
                readSlices { voxels, isFilled in
                    (0..<slices).map { row in
                        let slice = sliceOfRow(row)
                        guard isFilled(slice) else { return false }
                        let target = output.baseAddress! + row * width
                        if plane == .coronal {
                            let source = voxels + (slice * rows + index) * columns
                            target.update(from: source, count: columns)
                        } else {
                            var source = voxels + slice * rows * columns + index
                            for column in 0..<rows {
                                target[column] = source.pointee
                                source += columns
                            }
                        }
                        return true
                    }
                }
            }
            let first = Double(sliceOfRow(0))
            return VolumeSection(
                plane: plane, index: index, columns: width, rows: slices, samples: samples, filledRows: filled,
                pixelSpacing: plane.sectionPixelSpacing(in: geometry),
                orientation: geometry.sectionOrientation(plane),
                origin: plane == .coronal
                    ? geometry.position(column: 0, row: Double(index), slice: first)
                    : geometry.position(column: Double(index), row: 0, slice: first))
        }
    }
}
