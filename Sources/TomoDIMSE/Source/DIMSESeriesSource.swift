import Foundation
import TomoCore
import TomoDICOMSeries
import TomoSeries

/// The series of a DICOM node (a study's, or every series on it), listed by C-FIND and opened by C-GET: a
/// series is retrieved whole into a folder of its own under `folder` (kept: a second opening asks the node
/// only whether it holds as many instances), then read as files are.
public actor DIMSESeriesSource: SeriesSource {
    public let client: DIMSEClient
    public let study: String?
    /// Where retrieved series are kept, each in a folder named by its UID.
    public let folder: URL
    private var listed: [DIMSESeries]?

    /// The default place of retrieved series: `tomo/dimse` in the user's cache folder.
    public static var defaultFolder: URL { UserFolder.cache.tomoFolder().appending(path: "dimse", directoryHint: .isDirectory) }

    public init(client: DIMSEClient, study: String? = nil, folder: URL = DIMSESeriesSource.defaultFolder) {
        self.client = client
        self.study = study
        self.folder = folder
    }

    public nonisolated var offersDefaultSeries: Bool { false }

    public func listSeries() async throws -> [SeriesEntry] {
        try await found().map { series in
            SeriesEntry(
                id: series.uid, description: series.description ?? "", modality: series.modality ?? "",
                imageCount: series.instanceCount ?? 0, patientName: series.patientName, studyDate: series.studyDate,
                studyDescription: series.studyDescription)
        }
    }

    public func openSeries(id: String?) async throws -> any OpenedSeries {
        let all = try await found()
        let chosen = id.map { id in all.first { $0.uid == id } } ?? all.first
        guard let series = chosen else {
            if let id { throw SeriesSourceError.unknownSeries(id: id, in: client.node.description) }
            throw SeriesSourceError.noSeries(client.node.description)
        }
        let files = try await retrieved(series)
        return try await DICOMSeriesSource(paths: [files.path]).openSeries(id: series.uid)
    }

    public func refresh() {
        listed = nil
    }

    /// The folder holding `series`' files: retrieved now unless it holds as many as the node does.
    public func retrieved(
        _ series: DIMSESeries, progress: @escaping @Sendable (RetrievalProgress) -> Void = { _ in }
    ) async throws(DIMSEError) -> URL {
        let target = folder.appending(path: series.uid, directoryHint: .isDirectory)
        let held = (try? FileManager.default.contentsOfDirectory(atPath: target.path).filter { $0.hasSuffix(".dcm") }.count) ?? 0
        if let count = series.instanceCount, count > 0, held >= count { return target }
        _ = try await client.getSeries(series.uid, ofStudy: series.studyUID, modality: series.modality, into: target, progress: progress)
        return target
    }

    /// The node's series, searched once.
    private func found() async throws(DIMSEError) -> [DIMSESeries] {
        if let listed { return listed }
        let series = try await client.series(inStudy: study)
        listed = series
        return series
    }
}
