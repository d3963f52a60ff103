import TomoAnnotations
import TomoCore
import TomoVolume

/// The list as the annotation document keeps it, and made again from one.
extension AnnotationList {
    /// Each finished annotation as a record, in the order they were made, with the members of the record
    /// it was read from that Tomo does not read (`otherMembers`, by annotation id).
    func records(keeping otherMembers: [Int: [(key: String, value: JSONValue?)]] = [:]) -> [AnnotationRecord] {
        all.compactMap { annotation -> AnnotationRecord? in
            guard let figure = annotation.figure else { return nil }
            let place = annotation.place
            return AnnotationRecord(
                kind: figure.kind, plane: place.plane, slice: place.oblique == nil ? place.section : nil, obliquePlane: place.oblique,
                points: figure.points.map(place.recordPoint), positions: place.geometry == nil ? [] : figure.points.compactMap(place.patientPosition),
                label: figure.label, measurements: figure.values, otherMembers: otherMembers[annotation.id] ?? [])
        }
    }

    /// The annotation record `record` describes on the series of geometry `geometry`; nil for one that cannot
    /// be placed there (an oblique record on a series without geometry).
    static func annotation(of record: AnnotationRecord, geometry: VolumeGeometry?) -> (any Annotation)? {
        guard let place = AnnotationPlace(record: record, geometry: geometry) else { return nil }
        let figure = AnnotationFigure(
            kind: record.kind, points: record.points.map(place.imagePoint(ofRecord:)), label: record.label, values: record.measurements)
        return AnnotationFigure.kinds[record.kind]?.init(figure: figure, place: place)
    }
}

extension AnnotationFigure {
    /// The kind of annotation each record kind makes: those of the viewer's tools.
    static let kinds: [AnnotationKind: any Annotation.Type] = Dictionary(
        uniqueKeysWithValues: AnnotationToolEntry.all.map { ($0.annotation.kind, $0.annotation) })
}
