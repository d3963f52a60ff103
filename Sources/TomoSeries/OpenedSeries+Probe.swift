import TomoCore
import TomoVolume

extension OpenedSeries {
    /// The probe's reading at pixel (`column`, `row`) of slice `index`. Asked at every pointer move, so
    /// from the volume once the slice is in it (one voxel, no slice read or copied), placed by the slice's
    /// own position where the series gives one, else by its geometry (nowhere without one); else from the
    /// slice (`SeriesSlice.probe`).
    public func probe(slice index: Int, column: Int, row: Int) async throws -> ProbeReading? {
        if let volume, let value = volume.value(column: column, row: row, slice: index) {
            var position: Vector3?
            if let geometry {
                let (x, y) = (Double(column), Double(row))
                position = self.position(ofSlice: index).map {
                    geometry.orientation.position(column: x, row: y, origin: $0, spacing: geometry.pixelSpacing)
                } ?? geometry.position(column: x, row: y, slice: Double(index))
            }
            return ProbeReading(slice: index, column: column, row: row, value: value, unit: valueUnit, position: position)
        }
        return try await slice(at: index).probe(column: column, row: row)
    }
}
