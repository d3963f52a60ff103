import TomoCore
import TomoVolume

/// A record's points in patient space: where its image lies in its series.
extension AnnotationRecord {
    /// Its points in patient space (LPS, mm) on the series of geometry `geometry`; nil when its image is not in
    /// the series (a section past the volume's end).
    public func patientPositions(in geometry: VolumeGeometry) -> [Vector3]? {
        guard let section = sectionPlane(in: geometry) else { return nil }
        let rowScale = recordRowScale(in: geometry)
        return points.map { section.position(column: $0.x, row: $0.y / rowScale, in: geometry) }
    }

    /// It with its `positions` in the series of geometry `geometry` (unchanged where its image is not there).
    public func placed(in geometry: VolumeGeometry?) -> AnnotationRecord {
        guard let geometry, let positions = patientPositions(in: geometry) else { return self }
        var placed = self
        placed.positions = positions
        return placed
    }
}
