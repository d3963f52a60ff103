import Foundation
import TomoCore
import TomoVolume

/// A record measured on its series' volume, as the viewer measures the annotation it stands for: a length in
/// millimetres and an angle in degrees from its points and its image's pixel spacing; a region's figures
/// (area, mean, standard deviation, least and greatest value) from the voxels of its section inside it; a
/// point's value at its pixel. What a tool that writes documents without figures (a script, another viewer)
/// leaves for Tomo to fill in.
extension AnnotationRecord {
    /// What it measures on `volume`, whose values are in `unit`: `Length` (mm), `Angle` or `Cobb angle` (deg),
    /// a region's `Area` (mm2), `Mean`, `Standard deviation`, `Minimum` and `Maximum`, a point's value
    /// (`Radiodensity` for CT); empty for an arrow, a region holding no pixel with a value, a point on a pixel
    /// that has none, or an image not in the volume.
    public func measurements(in volume: CTVolume, unit: ValueUnit) -> [RecordedMeasurement] {
        let geometry = volume.geometry
        guard let plane = sectionPlane(in: geometry) else { return [] }
        let rowScale = recordRowScale(in: geometry)
        let spacing = imagePixelSpacing(in: geometry)
        switch kind.measure {
        case .length:
            guard points.count == 2 else { return [] }
            return [RecordedMeasurement(name: "Length", value: Self.millimetres(Self.vector(from: points[0], to: points[1]), spacing: spacing), unit: "mm")]
        case .angle:
            guard points.count == 3, let degrees = Self.degrees(
                between: Self.vector(from: points[1], to: points[0]), and: Self.vector(from: points[1], to: points[2]), spacing: spacing)
            else { return [] }
            return [RecordedMeasurement(name: "Angle", value: degrees, unit: "deg")]
        case .cobbAngle:
            guard points.count == 4, let degrees = Self.degrees(
                between: Self.vector(from: points[0], to: points[1]), and: Self.vector(from: points[2], to: points[3]), spacing: spacing)
            else { return [] }
            return [RecordedMeasurement(name: "Cobb angle", value: min(degrees, 180 - degrees), unit: "deg")]
        case .nothing:
            return []
        case .value:
            guard let point = points.first, let cut = volume.section(plane) else { return [] }
            let column = Int(point.x.rounded()), row = Int((point.y / rowScale).rounded())
            guard (0..<cut.columns).contains(column), (0..<cut.rows).contains(row), cut.filledRows[row] else { return [] }
            return [RecordedMeasurement(name: unit.valueName, value: cut.rescale.value(ofSample: cut.samples[row * cut.columns + column]),
                unit: unit.ucum)]
        case .region:
            guard let drawn = drawnRegion, let statistics = volume.statistics(in: StretchedRegion(drawn, rowScale: rowScale), of: plane)
            else { return [] }
            return RecordedMeasurement.figures(
                of: statistics, pixelSpacing: PixelSpacing(row: spacing.row * rowScale, column: spacing.column), unit: unit)
        }
    }

    /// The section its points lie on; nil for a named plane's section outside the volume.
    public func sectionPlane(in geometry: VolumeGeometry) -> SectionPlane? {
        if let obliquePlane { return .oblique(obliquePlane) }
        guard let slice, (0..<plane.sectionCount(in: geometry)).contains(slice) else { return nil }
        return .named(plane, index: slice)
    }

    /// How much taller its image (`tomo render --plane`'s) is than the section's voxels: a coronal or sagittal
    /// section's rows stretched by the slice spacing over the pixel spacing; 1 otherwise.
    public func recordRowScale(in geometry: VolumeGeometry) -> Double {
        guard obliquePlane == nil, plane != .axial else { return 1 }
        return VolumeSection.squareRowScale(plane.sectionPixelSpacing(in: geometry))
    }

    /// How far apart its image's pixels are: an axial slice's own spacing, a coronal or sagittal image's
    /// square pixels, an oblique plane's.
    private func imagePixelSpacing(in geometry: VolumeGeometry) -> PixelSpacing {
        if let obliquePlane { return PixelSpacing(row: obliquePlane.spacing, column: obliquePlane.spacing) }
        let spacing = plane.sectionPixelSpacing(in: geometry)
        return PixelSpacing(row: spacing.row / recordRowScale(in: geometry), column: spacing.column)
    }

    /// Its region in its image's pixels, as its kind's report shape outlines it; nil for too few points.
    private var drawnRegion: (any SectionRegion)? {
        switch kind.reportShape {
        case .ellipse:
            guard let center, let radii else { return nil }
            return EllipseRegion(center: (center.x, center.y), radii: (radii.x, radii.y))
        case .rectangle:
            guard points.count == 2 else { return nil }
            return RectangleRegion(corner: (points[0].x, points[0].y), opposite: (points[1].x, points[1].y))
        case .polygon, .polyline, .point:
            guard points.count >= 3 else { return nil }
            return PolygonRegion(points: points.map { ($0.x, $0.y) })
        }
    }

    /// The image vector from `start` to `end`, in pixels.
    private static func vector(from start: RegionPoint, to end: RegionPoint) -> (x: Double, y: Double) {
        (end.x - start.x, end.y - start.y)
    }

    /// The length of image vector `vector` in millimetres, for pixels `spacing` apart.
    private static func millimetres(_ vector: (x: Double, y: Double), spacing: PixelSpacing) -> Double {
        let across = vector.x * spacing.column, down = vector.y * spacing.row
        return (across * across + down * down).squareRoot()
    }

    /// The angle between image vectors `one` and `other` in degrees (0…180), each scaled to millimetres; nil
    /// when either has no length.
    private static func degrees(between one: (x: Double, y: Double), and other: (x: Double, y: Double), spacing: PixelSpacing) -> Double? {
        let a = (x: one.x * spacing.column, y: one.y * spacing.row), b = (x: other.x * spacing.column, y: other.y * spacing.row)
        guard a != (0, 0), b != (0, 0) else { return nil }
        // atan2 of the cross and dot products: exact near 0° and 180°, where acos of the cosine is not.
        return abs(atan2(a.x * b.y - a.y * b.x, a.x * b.x + a.y * b.y)) * 180 / Double.pi
    }
}
