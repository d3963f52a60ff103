import TomoCore
import TomoDICOM
import TomoSeries

/// DICOM files and folders as a catalog of studies, read once: their image series (`DICOMScan`) and, among the
/// files the scan skipped as no image, the non-image objects (reports, segmentations, structure sets…, each read
/// from its header), grouped by study and searched as a PACS searches (`StudyQuery.matches(_:)`).
public actor DICOMFilesCatalog: StudyCatalog {
    /// The files and folders read (folders searched recursively).
    public nonisolated let paths: [String]
    /// Each series found, with the study it belongs to, once read.
    private var found: [(series: StudySeries, study: StudySummary)]?
    /// The files read that hold neither an image nor a non-image object of a study, with why, once read.
    private var unlisted: [DICOMFileError] = []

    /// The files and folders at `paths`.
    public init(paths: [String]) {
        self.paths = paths
    }

    /// The image series of study `study` among the files (every one for nil), read when first listed; the
    /// files skipped as no image are told as a scan of them tells them.
    public nonisolated func source(ofStudy study: String?) -> any SeriesSource {
        let paths = paths
        guard let study else { return DICOMSeriesSource(paths: paths) }
        return DICOMSeriesSource(name: "study \(study) in \(paths.joined(separator: ", "))") {
            let scan = await DICOMScan.scan(paths)
            return DICOMScan(
                series: scan.series.filter { $0.instances.first?.studyInstanceUID == study },
                skipped: scan.skipped)
        }
    }

    /// The studies the files hold that match `query`, the latest first.
    public func studies(matching query: StudyQuery) async -> [StudySummary] {
        let byStudy = Dictionary(grouping: await read(), by: \.study.studyInstanceUID)
        return byStudy.values.compactMap { entries -> StudySummary? in
            guard var study = entries.first?.study else { return nil }
            study.modalities = Set(entries.compactMap(\.series.modality)).sorted()
            study.seriesCount = entries.count
            study.instanceCount = entries.reduce(0) { $0 + ($1.series.instanceCount ?? 0) }
            return query.matches(study) ? study : nil
        }.latestFirst()
    }

    /// The series of study `study` the files hold, images and non-image objects, in series number order.
    public func series(ofStudy study: String) async -> [StudySeries] {
        await read().map(\.series).filter { $0.studyInstanceUID == study }.inSeriesOrder()
    }

    /// The files that hold neither an image of a series nor a non-image object of a study (not DICOM, cut short,
    /// without the UIDs a study needs), with why, as `tomo dicom ls` names them: known once a search has read
    /// the files.
    public var skipped: [DICOMFileError] {
        get async {
            _ = await read()
            return unlisted
        }
    }

    /// Reads the files on first use.
    private func read() async -> [(series: StudySeries, study: StudySummary)] {
        if let found { return found }
        let scan = await DICOMScan.scan(paths)
        let images = scan.series.compactMap { series -> (StudySeries, StudySummary)? in
            let first = series.summary
            guard let study = first.studyInstanceUID else { return nil }
            return (
                StudySeries(
                    studyInstanceUID: study, seriesInstanceUID: series.uid, modality: first.modality, number: first.seriesNumber,
                    description: first.seriesDescription, instanceCount: Set(series.instances.map(\.location)).count),
                StudySummary(first, of: study))
        }
        let (documents, paths) = await Self.documents(among: scan.skipped)
        unlisted = scan.skipped.filter { !paths.contains($0.path) }
        found = images + documents
        return images + documents
    }

    /// The non-image objects among `skipped`: one entry per series, its files counted; and the files they are.
    private static func documents(
        among skipped: [DICOMFileError]
    ) async -> ([(series: StudySeries, study: StudySummary)], Set<String>) {
        let candidates = skipped.compactMap { file -> String? in
            guard case .notAnImage = file.error else { return nil }
            return file.path
        }
        let headers = (try? await BlockingWork.run { () -> [(String, DataSet)] in
            candidates.compactMap { path in (try? DICOMFile.read(path: path, stopsAtPixelData: true).dataSet).map { (path, $0) } }
        }) ?? []
        var entries: [String: (series: StudySeries, study: StudySummary)] = [:]
        var paths: Set<String> = []
        for (path, data) in headers {
            guard let study = data.string(.studyInstanceUID), let uid = data.string(.seriesInstanceUID),
                  let modality = data.string(.modality), StudySeries.DocumentKind(rawValue: modality.uppercased()) != nil
            else { continue }
            if entries[uid] == nil {
                entries[uid] = (
                    StudySeries(
                        studyInstanceUID: study, seriesInstanceUID: uid, modality: modality, number: data.integer(.seriesNumber),
                        description: data.string(.seriesDescription), instanceCount: 0),
                    StudySummary(data) ?? StudySummary(studyInstanceUID: study))
            }
            entries[uid]?.series.instanceCount? += 1
            paths.insert(path)
        }
        return (entries.values.sorted { $0.series.seriesInstanceUID < $1.series.seriesInstanceUID }, paths)
    }
}
