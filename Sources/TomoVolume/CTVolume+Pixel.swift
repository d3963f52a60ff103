extension CTVolume {
    /// The value that the section along `plane` (or the `slab` centred there: its projected value) shows at
    /// pixel (`column`, `row`), read from the voxels under that pixel alone: what the probe reads over a
    /// view. Nil outside the section, or before the slices it needs have arrived (an axial slab needs all of
    /// them, a coronal or sagittal pixel its own slice); on an oblique plane, nil where the pixel's centre
    /// lies outside the volume.
    public func value(of plane: SectionPlane, slab: Slab?, column: Int, row: Int) -> Double? {
        switch plane {
        case .named(let named, let index): value(of: named, at: index, slab: slab, column: column, row: row)
        case .oblique(let oblique): value(of: oblique, slab: slab, column: column, row: row)
        }
    }

    /// The trilinear value at the centre of pixel (`column`, `row`) of `plane`, or over `slab` the value projected
    /// there: the section of a one-pixel plane there.
    private func value(of plane: ObliquePlane, slab: Slab?, column: Int, row: Int) -> Double? {
        guard (0..<plane.width).contains(column), (0..<plane.height).contains(row) else { return nil }
        let position = plane.position(column: Double(column), row: Double(row))
        let voxel = geometry.voxelPoint(of: position)
        let limits = [geometry.columns, geometry.rows, geometry.sliceCount]
        guard zip(voxel.components, limits).allSatisfy({ (0..<$0.1).contains(Int($0.0.rounded())) }),
              let pixel = try? ObliquePlane(
                  center: position, rowDirection: plane.rowDirection, columnDirection: plane.columnDirection, width: 1, height: 1,
                  spacing: plane.spacing),
              case let section = section(oblique: pixel, slab: slab), let sample = section.samples.first, sample != Int16.min
        else { return nil }
        return section.rescale.value(ofSample: sample)
    }

    private func value(of plane: VolumePlane, at index: Int, slab: Slab?, column: Int, row: Int) -> Double? {
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
        return readSlices { voxels, isFilled, storage in
            let needed = plane == .axial ? first.slice ..< first.slice + sections : first.slice ..< first.slice + 1
            guard needed.allSatisfy(isFilled) else { return nil }
            let start = voxels + (first.slice * geometry.rows + first.row) * geometry.columns + first.column
            var sample: Int16 = 0
            (slab?.projection ?? .mip).project(rows: start, count: sections, stride: stride, width: 1, into: &sample)
            return storage.value(ofSample: sample)
        }
    }
}
