extension CTVolume {
    /// The HU that section `index` of `plane` (or the `slab` centred there: its projected value) shows at
    /// pixel (`column`, `row`), read from the voxels under that pixel alone: what the probe reads over a
    /// view. Nil outside the section, or before the slices it needs have arrived (an axial slab needs all of
    /// them, a coronal or sagittal pixel its own slice).
    public func value(of plane: VolumePlane, at index: Int, slab: Slab?, column: Int, row: Int) -> Int16? {
        let geometry = geometry
        let count = plane.sectionCount(in: geometry)
        let (width, height) = plane.sectionSize(in: geometry)
        guard (0..<count).contains(index), (0..<width).contains(column), (0..<height).contains(row) else { return nil }
        let reach = slab?.reach(sectionSpacing: plane.sectionSpacing(in: geometry)) ?? 0
        let lowest = max(0, index - reach), sections = min(count - 1, index + reach) - lowest + 1
        let first = geometry.voxel(atPixel: (column, row), ofSection: lowest, in: plane)
        // How far apart, in voxels, the pixel's voxels of neighbouring sections lie.
        let stride = switch plane {
        case .axial: geometry.columns * geometry.rows
        case .coronal: geometry.columns
        case .sagittal: 1
        }
        return readSlices { voxels, isFilled in
            let needed = plane == .axial ? first.slice ..< first.slice + sections : first.slice ..< first.slice + 1
            guard needed.allSatisfy(isFilled) else { return nil }
            let start = voxels + (first.slice * geometry.rows + first.row) * geometry.columns + first.column
            var value: Int16 = 0
            (slab?.projection ?? .mip).project(rows: start, count: sections, stride: stride, width: 1, into: &value)
            return value
        }
    }
}
