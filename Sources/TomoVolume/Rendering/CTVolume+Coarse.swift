import Dispatch
import TomoCore

extension CTVolume {
    /// How many of the volume's voxels a coarse voxel spans, at most, on an axis: on the axis of the finest spacing.
    static let coarseFactor = 4

    /// The volume's voxels, at most, that a draft samples from the volume itself: one of 16 MiB (256 × 256 × 128)
    /// stays in the processor's caches; a larger one is read from memory, a cache line for every sample, once the
    /// rays are further apart than its voxels.
    static let largestVolumeSampledInDrafts = 16 << 20

    /// The volume made coarser, over the same box: what a draft samples, its rays further apart than the voxels.
    /// Each axis is made as coarse as four of the finest spacing (`coarseFactors(of:)`: a quarter as fine on each
    /// axis of a volume of cubic voxels, a 64th of its voxels; thick slices kept as they are), each voxel the mean
    /// of the voxels whose centres it covers, rounded. Made once every slice has arrived and kept until the slices
    /// are emptied; nil before, for a volume of `largerThan` bytes or less, and for one whose copy would hold more
    /// than a 16th of its voxels (the acceleration structures stay within a tenth of the volume's memory). Its
    /// voxels run `n / m` of the volume's to one along an axis of `n` voxels made `m` (the spacing stretched to
    /// keep the box where it was).
    func coarseVolume(largerThan bytes: Int = largestVolumeSampledInDrafts) -> CTVolume? {
        guard byteCount > bytes, Self.coarseFactors(of: geometry).reduce(1, *) >= 16 else { return nil }
        if let made = coarse.withLock({ $0 }) { return made }
        let made: CTVolume? = readSlices { voxels, isFilled, storage in
            guard (0..<geometry.sliceCount).allSatisfy(isFilled),
                let volume = try? CTVolume(geometry: Self.coarseGeometry(of: geometry), storage: storage, interpolation: interpolation)
            else { return nil }
            volume.fillAsMeans(of: voxels, on: geometry)
            return volume
        }
        guard let made else { return nil }
        return coarse.withLock { kept in
            if kept == nil { kept = made }
            return kept
        }
    }

    /// How many of `geometry`'s voxels a coarse voxel spans on each axis (columns, rows, slices): the nearest
    /// whole number to four of the finest spacing over the axis's own, from 1 to 4. 0.48 × 0.48 × 0.5 mm voxels
    /// give 4, 4 and 4; 0.7 × 0.7 × 10 mm ones give 4, 4 and 1, the slices kept as they are.
    static func coarseFactors(of geometry: VolumeGeometry) -> [Int] {
        let spacing = geometry.spacing
        let coarsest = Double(coarseFactor) * spacing.min()!
        return spacing.map { min(coarseFactor, max(1, Int((coarsest / $0).rounded()))) }
    }

    /// `geometry` with its voxels on each axis divided by that axis's coarse factor (rounded up), spread over the
    /// same box.
    static func coarseGeometry(of geometry: VolumeGeometry) -> VolumeGeometry {
        let counts = zip(geometry.dimensions, coarseFactors(of: geometry)).map { ($0 + $1 - 1) / $1 }
        let stretch = zip(geometry.dimensions, counts).map { Double($0) / Double($1) }
        // The first coarse voxel's centre, in the volume's index space: half a coarse voxel in from the box's faces.
        let first = stretch.map { $0 / 2 - 0.5 }
        return VolumeGeometry(
            columns: counts[0], rows: counts[1], sliceCount: counts[2],
            pixelSpacing: PixelSpacing(row: geometry.pixelSpacing.row * stretch[1], column: geometry.pixelSpacing.column * stretch[0]),
            sliceSpacing: geometry.sliceSpacing * stretch[2], origin: geometry.position(column: first[0], row: first[1], slice: first[2]),
            orientation: geometry.orientation)
    }

    /// `box` (the volume's index space) in its coarse copy's, on `coarse`.
    func coarseBox(_ box: VolumeBox, on coarse: VolumeGeometry) -> VolumeBox {
        let scale = zip(coarse.dimensions, geometry.dimensions).map { Double($0) / Double($1) }
        func place(_ point: Vector3) -> Vector3 {
            Vector3((point.x + 0.5) * scale[0] - 0.5, (point.y + 0.5) * scale[1] - 0.5, (point.z + 0.5) * scale[2] - 0.5)
        }
        return VolumeBox(lower: place(box.lower), upper: place(box.upper))
    }

    /// Fills every slice with the means of `source`'s voxels (a volume on `fine`) that each voxel covers, the
    /// slices spread over the cores.
    private func fillAsMeans(of source: UnsafePointer<Int16>, on fine: VolumeGeometry) {
        let coarse = geometry
        // The first fine index each coarse one covers on an axis, and one past its last.
        func spans(_ fine: Int, _ coarse: Int) -> [Range<Int>] { (0..<coarse).map { ($0 * fine / coarse)..<(($0 + 1) * fine / coarse) } }
        let (columns, rows, slices) = (spans(fine.columns, coarse.columns), spans(fine.rows, coarse.rows), spans(fine.sliceCount, coarse.sliceCount))
        let source = FineVoxels(pointer: source)
        DispatchQueue.concurrentPerform(iterations: coarse.sliceCount) { slice in
            var sums = [Int32](repeating: 0, count: coarse.samplesPerSlice)
            for z in slices[slice] {
                for (row, ys) in rows.enumerated() {
                    for y in ys {
                        let line = source.pointer + (z * fine.rows + y) * fine.columns
                        for (column, xs) in columns.enumerated() {
                            var sum: Int32 = 0
                            for x in xs { sum &+= Int32(line[x]) }
                            sums[row * coarse.columns + column] &+= sum
                        }
                    }
                }
            }
            try? fill(slice: slice) { target, _ in
                for row in 0..<coarse.rows {
                    for column in 0..<coarse.columns {
                        let count = Double(slices[slice].count * rows[row].count * columns[column].count)
                        target[row * coarse.columns + column] = Int16((Double(sums[row * coarse.columns + column]) / count).rounded())
                    }
                }
            }
        }
    }
}

/// The fine volume's voxels, read by the threads filling the coarse one's slices.
private struct FineVoxels: @unchecked Sendable {
    let pointer: UnsafePointer<Int16>
}
