import TomoCore
import TomoVolume

extension HeadCTSeries {
    /// The head CT as a test's own volume, in the geometry its files state: the voxels and spacing of the volume
    /// they were written from, at `HeadCTSeries.origin`, axial.
    public func placedVolume() throws -> CTVolume {
        let made = volume.geometry
        let placed = try CTVolume(geometry: VolumeGeometry(
            columns: made.columns, rows: made.rows, sliceCount: made.sliceCount, pixelSpacing: made.pixelSpacing,
            sliceSpacing: made.sliceSpacing, origin: Vector3(Self.origin.x, Self.origin.y, Self.origin.z), orientation: .axial))
        for k in 0..<made.sliceCount {
            try placed.fill(slice: k, with: StoredSamples(words: try volume.slice(at: k), isSigned: false), rescale: volume.rescale)
        }
        return placed
    }
}

extension CTVolume {
    /// The trilinear value at patient point `point`, worked out voxel by voxel for a test to check the volume's
    /// own sampling against; nil outside the voxels' centres.
    public func trilinearByHand(at point: Vector3) -> Double? {
        let geometry = geometry, offset = point - geometry.origin
        let v = [
            offset.dot(geometry.orientation.row) / geometry.pixelSpacing.column,
            offset.dot(geometry.orientation.column) / geometry.pixelSpacing.row,
            offset.dot(geometry.orientation.normal) / geometry.sliceSpacing,
        ]
        let sizes = [geometry.columns, geometry.rows, geometry.sliceCount]
        guard zip(v, sizes).allSatisfy({ $0 >= 0 && $0 <= Double($1 - 1) }) else { return nil }
        let low = zip(v, sizes).map { min(Int($0), $1 - 1) }
        var value = 0.0
        for corner in 0..<8 {
            var weight = 1.0, index = [0, 0, 0]
            for axis in 0..<3 {
                let up = corner >> axis & 1 == 1, fraction = v[axis] - Double(low[axis])
                index[axis] = min(low[axis] + (up ? 1 : 0), sizes[axis] - 1)
                weight *= up ? fraction : 1 - fraction
            }
            guard weight > 0 else { continue }
            value += weight * Double(self.value(column: index[0], row: index[1], slice: index[2]) ?? 0)
        }
        return value
    }
}
