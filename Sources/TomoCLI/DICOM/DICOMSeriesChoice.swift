import TomoDICOM

/// The series a command works on: the one `--series` names, or the only one found.
enum DICOMSeriesChoice {
    static func choose(_ uid: String?, in series: [DICOMSeries], sources: [String]) throws -> DICOMSeries {
        guard !series.isEmpty else {
            throw CommandFailure(.badData, "no DICOM images in \(sources.joined(separator: ", "))")
        }
        guard let uid else {
            guard series.count == 1 else {
                throw CommandFailure(
                    .usage, "the sources hold \(series.count) series: choose one with --series (\(series.map(\.uid).joined(separator: ", ")))")
            }
            return series[0]
        }
        guard let found = series.first(where: { $0.uid == uid }) else {
            throw CommandFailure(.notFound, "no series \(uid) in \(sources.joined(separator: ", ")) (tomo dicom ls lists them)")
        }
        return found
    }
}
