import TomoAnnotations
import TomoCore
import TomoVolume

/// Where a record of the annotation document lies: the record's pixels are those of the image `tomo render
/// --plane` writes (a pixel's centre at whole numbers; coronal and sagittal images resampled to square pixels,
/// their rows stretched by the slice spacing over the pixel spacing), the viewer's those of the section it shows.
extension AnnotationPlace {
    /// How much taller the written image is than the section (1 but for coronal and sagittal sections of
    /// slices further apart than their pixels).
    var recordRowScale: Double {
        guard oblique == nil, plane != .axial, let pixelSpacing else { return 1 }
        return VolumeSection.squareRowScale(pixelSpacing)
    }

    /// Image point `point` in the record's pixels.
    func recordPoint(of point: Point2D) -> RegionPoint {
        RegionPoint(x: point.x - 0.5, y: (point.y - 0.5) * recordRowScale)
    }

    /// The image point of the record's pixel `point`.
    func imagePoint(ofRecord point: RegionPoint) -> Point2D {
        Point2D(point.x + 0.5, point.y / recordRowScale + 0.5)
    }

    /// The place a record lies on in the series of geometry `geometry` (nil where it gives none: its slices'
    /// own pixels then); nil for an oblique record without geometry, or a section the geometry does not hold.
    init?(record: AnnotationRecord, geometry: VolumeGeometry?) {
        if let oblique = record.obliquePlane {
            guard let geometry else { return nil }
            let normal = oblique.rowDirection.cross(oblique.columnDirection).normalized
            let depth = Int(((oblique.center - geometry.center).dot(normal) / geometry.obliqueSpacing).rounded())
            self.init(
                plane: record.plane, section: depth, pixelSpacing: PixelSpacing(row: oblique.spacing, column: oblique.spacing),
                geometry: geometry, oblique: oblique)
        } else {
            guard let slice = record.slice, geometry.map({ (0..<record.plane.sectionCount(in: $0)).contains(slice) }) ?? true else {
                return nil
            }
            self.init(plane: record.plane, section: slice, pixelSpacing: geometry.map(record.plane.sectionPixelSpacing), geometry: geometry)
        }
    }
}
