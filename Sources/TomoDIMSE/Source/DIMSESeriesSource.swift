import Foundation
import TomoCore
import TomoDICOMSeries
import TomoSeries

/// The series of a DICOM node (a study's, or every series on it), listed by C-FIND and opened by C-GET (or
/// C-MOVE, as the client retrieves) into a folder of its own under `folder`, where a later opening finds the
/// instances. A series opens before any pixel when the node describes each of its instances fully (an
/// image-level C-FIND, `DIMSEOpenedSeries`): its instances are then retrieved as they are needed (C-GET);
/// else it is retrieved whole first (kept: a second opening asks the node only whether it holds as many
/// instances), then read as files are. `keep` hears of each series' folder once it holds the whole series.
public actor DIMSESeriesSource: SeriesSource {
    /// The client of the node it reads.
    public let client: DIMSEClient
    /// The study whose series it lists; nil: every series on the node.
    public let study: String?
    /// Where retrieved series are kept, each in a folder named by its UID.
    public let folder: URL
    /// Told of a series' folder once it holds every instance retrieved (a study library indexes them).
    private let keep: (@Sendable (URL) async -> Void)?
    private var listed: [DIMSESeries]?

    /// The default place of retrieved series: `tomo/dimse` in the user's cache folder.
    public static var defaultFolder: URL { UserFolder.cache.tomoFolder().appending(path: "dimse", directoryHint: .isDirectory) }

    /// The series of `client`'s node (of `study`, if given), retrieved into `folder`.
    public init(
        client: DIMSEClient, study: String? = nil, folder: URL = DIMSESeriesSource.defaultFolder,
        keep: (@Sendable (URL) async -> Void)? = nil
    ) {
        self.client = client
        self.study = study
        self.folder = folder
        self.keep = keep
    }

    /// A node's series are chosen, never opened by default.
    public nonisolated var offersDefaultSeries: Bool { false }

    /// The node's series (of the study), by a series-level C-FIND.
    public func listSeries() async throws -> [SeriesEntry] {
        try await found().map(\.entry)
    }

    /// Series `id`, placed from an image-level C-FIND, each instance retrieved as its slice is first needed.
    public func openSeries(id: String?) async throws -> any OpenedSeries {
        let all = try await found()
        let chosen = id.map { id in all.first { $0.uid == id } } ?? all.first
        guard let series = chosen else {
            if let id { throw SeriesSourceError.unknownSeries(id: id, in: client.node.description) }
            throw SeriesSourceError.noSeries(client.node.description)
        }
        let target = folder.appending(path: series.uid, directoryHint: .isDirectory)
        if client.retrieval == .get, !isKept(series, in: target),
           let opened = DIMSEOpenedSeries.open(
               series, attributes: try await client.instanceAttributes(ofSeries: series.uid, inStudy: series.studyUID),
               client: client, folder: target, keep: keep) {
            return opened
        }
        let files = try await retrieved(series)
        return try await DICOMSeriesSource(paths: [files.path]).openSeries(id: series.uid)
    }

    /// Forgets the series found, so that the next listing asks the node again.
    public func refresh() {
        listed = nil
    }

    /// The series when it is kept whole, else its middle image alone (C-FIND at image level, that one
    /// instance retrieved into the series' folder by C-GET, or C-MOVE when the client moves).
    public func previewSeries(id: String) async throws -> any OpenedSeries {
        guard let series = try await found().first(where: { $0.uid == id }) else {
            throw SeriesSourceError.unknownSeries(id: id, in: client.node.description)
        }
        let target = folder.appending(path: series.uid, directoryHint: .isDirectory)
        if isKept(series, in: target) { return try await DICOMSeriesSource(paths: [target.path]).openSeries(id: series.uid) }
        let instances = try await client.instances(ofSeries: series.uid, inStudy: series.studyUID)
        guard !instances.isEmpty else { throw SeriesSourceError.noSeries(client.node.description) }
        let middle = instances[instances.count / 2].uid
        let kept = target.appending(path: middle + ".dcm")
        let file = FileManager.default.fileExists(atPath: kept.path) ? kept
            : try await client.retrieveInstance(middle, ofSeries: series.uid, study: series.studyUID, modality: series.modality, into: target)
        return try await DICOMSeriesSource(paths: [file.path]).openSeries(id: series.uid)
    }

    /// Whether `target` holds as many instances of `series` as the node does.
    private func isKept(_ series: DIMSESeries, in target: URL) -> Bool {
        let held = (try? FileManager.default.contentsOfDirectory(atPath: target.path).filter { $0.hasSuffix(".dcm") }.count) ?? 0
        guard let count = series.instanceCount, count > 0 else { return false }
        return held >= count
    }

    /// The folder holding `series`' files: retrieved now unless it holds as many as the node does.
    public func retrieved(
        _ series: DIMSESeries, progress: @escaping @Sendable (RetrievalProgress) -> Void = { _ in }
    ) async throws(DIMSEError) -> URL {
        let target = folder.appending(path: series.uid, directoryHint: .isDirectory)
        if isKept(series, in: target) { return target }
        _ = try await client.retrieveSeries(series.uid, ofStudy: series.studyUID, modality: series.modality, into: target, progress: progress)
        await keep?(target)
        return target
    }

    /// The node's series of images, searched once (reports, key objects, presentation states and RT structures
    /// are none: `DIMSESeries.holdsImages`).
    private func found() async throws(DIMSEError) -> [DIMSESeries] {
        if let listed { return listed }
        let series = try await client.series(inStudy: study).filter(\.holdsImages)
        listed = series
        return series
    }
}

extension DIMSESeries {
    /// The series as a picker lists it: what a series-level C-FIND says of it (no orientation or slice spacing).
    public var entry: SeriesEntry {
        var entry = SeriesEntry(
            id: uid, description: description ?? "", modality: modality ?? "", imageCount: instanceCount ?? 0, patientName: patientName,
            studyDate: studyDate, studyDescription: studyDescription, studyInstanceUID: studyUID)
        entry.number = number
        entry.bodyPart = bodyPart
        return entry
    }
}
