import TomoCore
import TomoVolume

/// The images of one series (one Series Instance UID), in geometric order: slice k = 0 lies furthest
/// back along the normal of the images' orientation (row × column), whatever their instance numbers or
/// file names say; with the volume geometry they span and what keeps them from a regular volume.
public struct DICOMSeries: Sendable {
    public var uid: String
    /// The images, slice 0 first.
    public var instances: [DICOMInstance]
    /// Where the slices lie: the first image's size, orientation and position, the slices' median
    /// distance along the normal.
    public var geometry: VolumeGeometry
    public var warnings: [SeriesWarning]
    /// The files skipped that held, or may have held, images of this series: those whose header names it but
    /// could not be shown, and DICOM files read beside it whose header could not be read that far. Told by
    /// the scan that found the series (`DICOMScan`); their images are missing from it.
    public var skippedFiles: [DICOMFileError] = []

    /// The series of `instances`, each ordered geometrically; by patient, study date, series number.
    public static func assemble(_ instances: [DICOMInstance]) -> [DICOMSeries] {
        Dictionary(grouping: instances, by: \.seriesInstanceUID).map { uid, images in
            DICOMSeries(uid: uid, images: images)
        }
        .sorted { $0.precedes($1) }
    }

    private init(uid: String, images: [DICOMInstance]) {
        self.uid = uid
        var warnings: [SeriesWarning] = []
        let byNumber = images.sorted {
            ($0.instanceNumber ?? .max, $0.location.description, $0.frame) < ($1.instanceNumber ?? .max, $1.location.description, $1.frame)
        }
        let first = byNumber[0]
        let orientation = first.orientation ?? .axial
        let normal = orientation.normal
        let unpositioned = images.count { $0.position == nil }
        let ordered: [DICOMInstance]
        if unpositioned == 0 {
            ordered = images.sorted {
                let (a, b) = ($0.position!.dot(normal), $1.position!.dot(normal))
                return a != b ? a < b : ($0.instanceNumber ?? .max, $0.location.description, $0.frame) < ($1.instanceNumber ?? .max, $1.location.description, $1.frame)
            }
        } else {
            ordered = byNumber
            warnings.append(.missingPositions(count: unpositioned))
        }
        let otherOrientations = images.count { $0.orientation.map { !$0.isClose(to: orientation) } ?? false }
        if otherOrientations > 0 { warnings.append(.mixedOrientations(count: otherOrientations)) }
        let otherSizes = images.count { $0.rows != first.rows || $0.columns != first.columns }
        if otherSizes > 0 { warnings.append(.mixedSizes(count: otherSizes)) }

        var spacing = first.sliceThickness.flatMap { $0 > 0 ? $0 : nil } ?? 1
        if unpositioned == 0, ordered.count > 1 {
            let distances = zip(ordered, ordered.dropFirst()).map { ($1.position! - $0.position!).dot(normal) }
            let duplicates = distances.count { $0 < 0.01 }
            if duplicates > 0 { warnings.append(.duplicatePositions(count: duplicates)) }
            let steps = distances.filter { $0 >= 0.01 }.sorted()
            if !steps.isEmpty {
                spacing = steps[steps.count / 2]
                let tolerance = max(0.01, spacing * 0.05)
                if steps.last! - steps.first! > tolerance {
                    warnings.append(.unevenSpacing(minimum: steps.first!, maximum: steps.last!))
                }
            }
        }
        if first.pixelSpacing == nil { warnings.append(.missingPixelSpacing) }
        if first.namesNoSeries { warnings.append(.namesNoSeries) }
        instances = ordered
        geometry = VolumeGeometry(
            columns: first.columns, rows: first.rows, sliceCount: ordered.count,
            pixelSpacing: first.pixelSpacing ?? PixelSpacing(row: 1, column: 1), sliceSpacing: spacing,
            origin: ordered[0].position ?? .zero, orientation: orientation)
        self.warnings = warnings
        if !damagedFiles.isEmpty { self.warnings.append(.cutShortFiles(damagedFiles)) }
    }

    /// The files whose images keep their places but cannot load, with why (each ends inside its pixel data),
    /// in the series' order, each once.
    public var damagedFiles: [DICOMFileError] {
        var seen: Set<InstanceLocation> = []
        return instances.compactMap { image in
            guard let problem = image.pixelDataProblem, seen.insert(image.location).inserted else { return nil }
            return DICOMFileError(path: image.location.description, error: problem, seriesInstanceUID: uid)
        }
    }

    /// What the first image says of patient, study and series.
    public var summary: DICOMInstance { instances[0] }

    /// Whether this series lists before `other`: by patient, study date, series number, UID.
    private func precedes(_ other: DICOMSeries) -> Bool {
        let (a, b) = (summary, other.summary)
        return (a.patientName ?? "", a.studyDate ?? "", a.seriesNumber ?? 0, uid)
            < (b.patientName ?? "", b.studyDate ?? "", b.seriesNumber ?? 0, other.uid)
    }
}
