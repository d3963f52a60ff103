import Foundation
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoPipeline
import TomoSeries

/// A DICOMweb server as a series source: its series searched and assembled from their metadata before any
/// pixel (`DICOMwebCatalog`), each frame then fetched as stored (WADO-RS frames, `transfer-syntax=*`: no
/// transcoding, which some servers cannot do) through the image pipeline (its transfer slots, coalescing,
/// and its disk cache, keyed by the frame's URL, which names an instance and frame that never change), and
/// decoded by Tomo's own pixel decoders.
public actor DICOMwebSeriesSource: SeriesSource {
    public nonisolated let catalog: DICOMwebCatalog
    /// Loads the frames (the frames' loaders decode them: any pipeline will do).
    public nonisolated let pipeline: ImagePipeline
    /// The study whose series it offers; nil for every series on the server.
    public nonisolated let study: String?
    private var scan: DICOMScan?
    /// Single series searched for by UID before any full scan, so that opening one after reading it
    /// (`tomo dicom volume --series`) does not fetch its metadata twice.
    private var seriesScans: [String: DICOMScan] = [:]

    /// The server whose DICOMweb root is `baseURL` (its series of study `study` only, if given); frames load
    /// through `pipeline`, requests go through `client` (default: the pipeline's).
    public init(baseURL: URL, study: String? = nil, pipeline: ImagePipeline, client: HTTPClient? = nil) {
        catalog = DICOMwebCatalog(baseURL: baseURL, client: client ?? pipeline.configuration.client)
        self.study = study
        self.pipeline = pipeline
    }

    /// A server has no default series.
    public nonisolated var offersDefaultSeries: Bool { false }

    public func listSeries() async throws -> [SeriesEntry] {
        try await scanned().series.map(\.entry)
    }

    public func openSeries(id: String?) async throws -> any OpenedSeries {
        let all = try await scanned(series: id).series
        guard let id else {
            guard let first = all.first else { throw SeriesSourceError.noSeries(catalog.baseURL.absoluteString) }
            return try await DICOMwebOpenedSeries.open(first, pipeline: pipeline, client: catalog.client)
        }
        guard let series = all.first(where: { $0.uid == id }) else {
            throw SeriesSourceError.unknownSeries(id: id, in: catalog.baseURL.absoluteString)
        }
        return try await DICOMwebOpenedSeries.open(series, pipeline: pipeline, client: catalog.client)
    }

    /// Forgets the metadata read: the next list or open searches the server again.
    public func refresh() {
        scan = nil
        seriesScans = [:]
    }

    /// The server's series and the instances it cannot show, searched once (`DICOMwebCatalog.scan()`).
    public func scanned() async throws -> DICOMScan {
        if let scan { return scan }
        let found = try await catalog.scan(study: study)
        scan = found
        return found
    }

    /// Series `id` alone (nil: every series, as `scanned()`): from the whole scan if it was made, else by a
    /// search for that series only (once), so that opening one series of a large PACS reads one series'
    /// metadata.
    public func scanned(series id: String?) async throws -> DICOMScan {
        guard let id, scan == nil else { return try await scanned() }
        if let known = seriesScans[id] { return known }
        let found = try await catalog.scan(study: study, series: id)
        seriesScans[id] = found
        return found
    }
}

extension DICOMwebSeriesSource: ReportHolding {
    /// The structured documents of study `study` (else of the study it offers, else of the whole server) in
    /// its series of `kinds`.
    public func documents(_ kinds: Set<StudySeries.DocumentKind>, inStudy study: String?) async throws -> [DataSet] {
        try await catalog.documents(kinds, inStudy: study ?? self.study)
    }
}

extension DICOMwebSeriesSource: SegmentationHolding {
    /// The segmentations and structure sets of study `study` (else of the study it offers, else of the whole server).
    public func segmentations(inStudy study: String?) async throws -> [HeldSegmentation] {
        try await catalog.segmentations(inStudy: study ?? self.study)
    }
}
