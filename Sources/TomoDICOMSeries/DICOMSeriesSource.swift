import TomoDICOM
import TomoSeries

/// DICOM files and folders as a series source: read once (`DICOMScan`), each series ordered along its
/// normal; the files that are not images it can show are kept in `skipped`.
public actor DICOMSeriesSource: SeriesSource {
    /// What the source is called in its errors: the files and folders, or where their headers were kept.
    public let name: String
    /// Reads the headers (or what was kept of them) into series.
    private let scanning: @Sendable () async -> DICOMScan
    /// The files of a study's non-image objects of a kind (its structured reports, its segmentations) as they
    /// are now (a library's), when the scan's skipped files are not where they are found.
    let documentFiles: (@Sendable (_ study: String?, _ kinds: Set<StudySeries.DocumentKind>) async -> [String])?
    private var scan: DICOMScan?

    /// The files and folders at `paths` (folders searched recursively).
    public init(paths: [String]) {
        self.init(name: paths.joined(separator: ", ")) { await DICOMScan.scan(paths) }
    }

    /// Files whose headers `scanning` gives (a library that kept them), called `name` in errors; the files of
    /// a study's reports and segmentations are those `documentFiles` lists when asked (a library's as it holds
    /// them then), else the scan's files skipped as such.
    public init(
        name: String, scanning: @escaping @Sendable () async -> DICOMScan,
        documentFiles: (@Sendable (_ study: String?, _ kinds: Set<StudySeries.DocumentKind>) async -> [String])? = nil
    ) {
        self.name = name
        self.scanning = scanning
        self.documentFiles = documentFiles
    }

    /// Files have no default series: the first is only the first found.
    public nonisolated var offersDefaultSeries: Bool { false }

    /// The series found, scanning the files on first use.
    public func listSeries() async -> [SeriesEntry] {
        await scanned().series.map(\.entry)
    }

    /// The files skipped, each with why.
    public func skipped() async -> [DICOMFileError] {
        await scanned().skipped
    }

    /// Forgets the files read: the next list or open reads them again.
    public func refresh() {
        scan = nil
    }

    /// Opens series `id` (a Series Instance UID), or the first series for nil.
    ///
    /// Throws ``SeriesSourceError/noSeries(_:)`` when the files hold no image, and
    /// ``SeriesSourceError/unknownSeries(id:in:)`` for an id they do not hold.
    public func openSeries(id: String?) async throws(SeriesSourceError) -> any OpenedSeries {
        let scan = await scanned()
        let all = scan.series
        guard let first = all.first else { throw .noSeries(name, reasons: scan.refusals) }
        guard let id else { return DICOMOpenedSeries(first) }
        guard let series = all.first(where: { $0.uid == id }) else {
            throw .unknownSeries(id: id, in: name)
        }
        return DICOMOpenedSeries(series)
    }

    private func scanned() async -> DICOMScan {
        if let scan { return scan }
        let found = await scanning()
        scan = found
        return found
    }
}

extension DICOMSeries {
    /// The series as a picker lists it.
    public var entry: SeriesEntry {
        let first = summary
        var entry = SeriesEntry(
            id: uid, description: first.seriesDescription ?? "", modality: first.modality ?? "",
            imageCount: instances.count, patientName: first.patientName, studyDate: first.studyDate,
            studyDescription: first.studyDescription, warnings: warnings.map(\.description),
            unreadableFiles: skippedFiles.map(\.description),
            damagedImageCount: instances.count { $0.pixelDataProblem != nil }, patientID: first.patientID,
            studyInstanceUID: first.studyInstanceUID)
        entry.number = first.seriesNumber
        entry.issuerOfPatientID = first.issuerOfPatientID
        entry.bodyPart = first.bodyPartExamined
        if first.orientation != nil {
            entry.orientation = geometry.orientation.nearestPlane
            entry.sliceSpacing = geometry.sliceSpacing
        }
        return entry
    }
}
