import TomoDICOM
import TomoSeries

/// The series a command works on: the one `--series` names, or the only one found.
enum DICOMSeriesChoice {
    static func choose(_ uid: String?, in scan: DICOMScan, sources: [Location]) throws -> DICOMSeries {
        let series = scan.series
        guard !series.isEmpty else { throw noImages(in: scan, sources: sources) }
        guard let uid else {
            guard series.count == 1 else {
                throw CommandFailure(
                    .usage, "the sources hold \(series.count) series: choose one with --series (\(series.map(\.uid).joined(separator: ", ")))")
            }
            return series[0]
        }
        guard let found = series.first(where: { $0.uid == uid }) else {
            throw CommandFailure(.notFound, "no series \(uid) in \(sources.map(\.description).joined(separator: ", ")) (tomo dicom ls lists them)")
        }
        return found
    }

    /// The failure of a command that found no image in `sources`, saying why each file was refused.
    static func noImages(in scan: DICOMScan, sources: [Location]) -> CommandFailure {
        CommandFailure(.badData, "no DICOM images in \(sources.map(\.description).joined(separator: ", "))" + NoImagesText.why(scan.refusals))
    }
}
