import TomoCore
import TomoDICOM
import TomoVolume

extension DICOMScan {
    /// What `tomo dicom ls --json` prints.
    var json: JSONValue {
        .object([
            ("series", .array(series.map(\.json))),
            ("skipped", .array(skipped.map(\.json))),
        ])
    }
}

extension DICOMFileError {
    /// A file and why, in `tomo dicom ls --json`: {"file", "reason"}.
    var json: JSONValue {
        .object([("file", .string(path)), ("reason", .string(error.description))])
    }
}

extension DICOMSeries {
    /// One series in `tomo dicom ls --json`.
    var json: JSONValue {
        let first = summary
        return .object([
            ("seriesInstanceUID", .string(uid)),
            ("studyInstanceUID", first.studyInstanceUID.map(JSONValue.string)),
            ("patientName", first.patientName.map(JSONValue.string)),
            ("modality", first.modality.map(JSONValue.string)),
            ("description", first.seriesDescription.map(JSONValue.string)),
            ("images", .number(instances.count)),
            ("columns", .number(geometry.columns)),
            ("rows", .number(geometry.rows)),
            ("spacing", .array(geometry.spacing.map(JSONValue.decimal))),
            ("warnings", .array(warnings.map { .string($0.description) })),
            ("unreadableFiles", .array(skippedFiles.map { .string($0.path) })),
            ("damagedFiles", .array(damagedFiles.map(\.json))),
        ])
    }
}
