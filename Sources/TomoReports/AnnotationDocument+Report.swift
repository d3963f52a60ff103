import Foundation
import TomoAnnotations
import TomoDICOM
import TomoVolume

/// An annotation document as a TID 1500 measurement report: one measurement group per annotation.
extension AnnotationDocument {
    /// The report of the annotations made on `series`: each annotation a group tracked as "<Kind> <n>" (an
    /// arrow's text after a colon) with a new UID, its measurements as the document states them (`tomo dicom sr write` measures
    /// them on the series first), and its
    /// region: on an axial slice, SCOORD on that slice's image (the document's pixel centres moved by ½ to
    /// DICOM's corner origin); elsewhere SCOORD3D in the series' frame of reference. Lengths and angles are
    /// polylines, rectangles and outlines polygons (closed: the first point again at the end), an ellipse its
    /// axes' ends (the longer first), a point a point.
    /// - Throws: `ReportError` naming the annotation that cannot be placed (a slice outside the series, an
    ///   image without UIDs, a series without a frame of reference for one off the slices).
    public func measurementReport(of series: ReportedSeries) throws(ReportError) -> MeasurementReport {
        var counts: [AnnotationKind: Int] = [:]
        var groups: [MeasurementGroup] = []
        for (index, record) in annotations.enumerated() {
            counts[record.kind, default: 0] += 1
            let name = "\(record.kind.title) \(counts[record.kind]!)" + (record.label.flatMap { $0.isEmpty ? nil : ": \($0)" } ?? "")
            let region: ReportRegion
            do throws(ReportError) {
                region = try Self.region(of: record, in: series)
            } catch {
                throw ReportError("annotations[\(index)] (\(record.kind.name)): \(error.description)")
            }
            groups.append(MeasurementGroup(
                trackingIdentifier: name, trackingUID: DICOMFileWriter.makeUID(), region: region,
                measurements: record.measurements.compactMap(Self.measurement)))
        }
        return MeasurementReport(groups: groups)
    }

    /// The region of `record`, on its slice's image or in the patient.
    private static func region(of record: AnnotationRecord, in series: ReportedSeries) throws(ReportError) -> ReportRegion {
        var points = record.points
        let shape: ReportRegion.Shape
        switch record.kind.reportShape {
        case .polyline: shape = .polyline
        case .point: shape = .point
        case .rectangle:
            shape = .polygon
            let (a, b) = (points[0], points[1])
            points = [a, RegionPoint(x: b.x, y: a.y), b, RegionPoint(x: a.x, y: b.y), a]
        case .polygon:
            shape = .polygon
            points.append(points[0])
        case .ellipse:
            shape = .ellipse
            guard let center = record.center, let radii = record.radii else { throw ReportError("an ellipse without centre and radii") }
            let across = [RegionPoint(x: center.x - radii.x, y: center.y), RegionPoint(x: center.x + radii.x, y: center.y)]
            let down = [RegionPoint(x: center.x, y: center.y - radii.y), RegionPoint(x: center.x, y: center.y + radii.y)]
            points = radii.x >= radii.y ? across + down : down + across
        }
        let geometry = series.geometry
        if record.obliquePlane == nil, record.plane == .axial, let slice = record.slice {
            guard series.images.indices.contains(slice) else {
                throw ReportError("slice \(slice) is not in the series (\(series.images.count) slices)")
            }
            guard let image = series.images[slice] else { throw ReportError("slice \(slice)'s image has no SOP Instance UID") }
            return ReportRegion(
                shape: shape, place: .image(sopClassUID: image.sopClassUID, sopInstanceUID: image.sopInstanceUID, frame: image.frame),
                coordinates: points.flatMap { [$0.x + 0.5, $0.y + 0.5] })
        }
        guard let frame = series.frameOfReferenceUID else {
            throw ReportError("the series names no frame of reference, which a region off its slices needs")
        }
        var outline = record
        outline.points = points
        guard let positions = outline.patientPositions(in: geometry) else {
            throw ReportError("section \(record.slice ?? -1) is not in the series' \(record.plane) sections")
        }
        return ReportRegion(shape: shape, place: .patient(frameOfReferenceUID: frame), coordinates: positions.flatMap(\.components))
    }

    /// A measurement the document states, coded; nil for one the report has no code for.
    private static func measurement(_ recorded: RecordedMeasurement) -> ReportMeasurement? {
        let concepts: [String: CodedConcept] = [
            "Length": .length, "Area": .area, "Mean": .mean, "Standard deviation": .standardDeviation, "Minimum": .minimum,
            "Maximum": .maximum, "Angle": .angle, "Cobb angle": .cobbAngle, "Radiodensity": .attenuationCoefficient,
            "MR signal intensity": .mrSignalIntensity,
        ]
        let units: [String: CodedConcept] = [
            "mm": .millimetre, "mm2": .squareMillimetre, "deg": .degree, "[hnsf'U]": .hounsfieldUnit, "Gy": .gray, "1": .noUnits,
        ]
        guard let concept = concepts[recorded.name], let unit = units[recorded.unit], recorded.value.isFinite else { return nil }
        return ReportMeasurement(concept: concept, value: recorded.value, unit: unit)
    }
}
