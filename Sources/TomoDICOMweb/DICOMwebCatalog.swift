import Foundation
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoPipeline
import TomoSeries

/// What a DICOMweb server holds, as DICOM files and folders are read (`DICOMScan`): its series, each
/// assembled from its instances' metadata (one WADO-RS request per series, no pixels) into geometric
/// order with the same checks, and the instances it cannot show, each with why.
public struct DICOMwebCatalog: StudyCatalog {
    public let api: DICOMwebAPI
    /// Sends the requests.
    public let client: HTTPClient
    /// Where the server is, for messages and for the instances' places (`…/studies/…/instances/{uid}`).
    public let baseURL: URL
    /// Loads the frames of the series it opens (`source(ofStudy:)`); nil: a pipeline of its own over `client`.
    public let pipeline: ImagePipeline?

    /// The server whose DICOMweb root is `baseURL`, asked through `client`; the frames of the series it opens
    /// load through `pipeline` (its caches and transfer slots), else through a pipeline of their own.
    public init(baseURL: URL, client: HTTPClient, pipeline: ImagePipeline? = nil) {
        self.baseURL = baseURL
        api = DICOMwebAPI(baseURL: baseURL)
        self.client = client
        self.pipeline = pipeline
    }

    /// The series of study `study` (every series on the server for nil), assembled from their metadata and
    /// their frames fetched as stored (`DICOMwebSeriesSource`).
    public func source(ofStudy study: String?) -> any SeriesSource {
        DICOMwebSeriesSource(
            baseURL: baseURL, study: study, pipeline: pipeline ?? ImagePipeline(configuration: .init(client: client)), client: client)
    }

    /// The studies matching `query` (QIDO-RS), the latest first, then by patient (servers answer in no
    /// particular order).
    /// - Throws: `HTTPError` when the server fails; `DICOMError.invalidJSON` for an answer not in the model.
    public func studies(matching query: StudyQuery) async throws -> [StudySummary] {
        try DICOMJSON.dataSets(from: try await client.send(api.searchStudies(query))).compactMap { StudySummary($0) }.latestFirst()
    }

    /// The series of study `study` (QIDO-RS), with their descriptions and instance counts, in series number order.
    /// - Throws: `HTTPError` when the server fails; `DICOMError.invalidJSON` for an answer not in the model.
    public func series(ofStudy study: String) async throws -> [StudySeries] {
        let found = try DICOMJSON.dataSets(from: try await client.send(
            api.searchSeries(inStudy: study, includeFields: ["SeriesDescription", "NumberOfSeriesRelatedInstances"])))
        return found.compactMap { data in
            data.string(.seriesInstanceUID).map { uid in
                StudySeries(
                    studyInstanceUID: data.string(.studyInstanceUID) ?? study, seriesInstanceUID: uid, modality: data.string(.modality),
                    number: data.integer(.seriesNumber), description: data.string(.seriesDescription),
                    instanceCount: data.integer(.numberOfSeriesRelatedInstances))
            }
        }.inSeriesOrder()
    }

    /// How many series' metadata are asked for at once.
    static let concurrentMetadataRequests = 4

    /// Every series on the server, or of study `study`, or only series `series`: searched (QIDO-RS), then each
    /// one's metadata read (a few series at once) and assembled.
    /// - Throws: `HTTPError` when the server fails; `DICOMError.invalidJSON` for an answer not in the model.
    public func scan(study: String? = nil, series uid: String? = nil) async throws -> DICOMScan {
        let found = try DICOMJSON.dataSets(from: try await client.send(api.searchSeries(inStudy: study, uid: uid)))
        let series = found.compactMap { entry in
            entry.string(.studyInstanceUID).flatMap { study in entry.string(.seriesInstanceUID).map { (study, $0) } }
        }
        let read = try await withThrowingTaskGroup(of: (Int, [DICOMInstance], [DICOMFileError]).self) { group in
            var next = 0, results: [(Int, [DICOMInstance], [DICOMFileError])] = []
            func add() {
                guard next < series.count else { return }
                let (index, (study, uid)) = (next, series[next])
                group.addTask { try await readSeries(index, study: study, series: uid) }
                next += 1
            }
            for _ in 0..<Self.concurrentMetadataRequests { add() }
            while let result = try await group.next() {
                results.append(result)
                add()
            }
            return results.sorted { $0.0 < $1.0 }
        }
        return DICOMScan(series: DICOMSeries.assemble(read.flatMap(\.1)), skipped: read.flatMap(\.2))
    }

    /// Series `series`' instances from its metadata, and those that cannot be shown, with why.
    private func readSeries(_ index: Int, study: String, series: String) async throws -> (Int, [DICOMInstance], [DICOMFileError]) {
        let json = try await client.send(api.seriesMetadata(study: study, series: series))
        let metadata = try DICOMJSON.dataSets(from: json)
        // Overlay Data comes as bulk data: where, for the opened series to fetch when a slice is shown.
        let bulkData = metadata.contains(where: OverlayPlane.isPresent) ? try DICOMJSON.bulkDataURIs(from: json) : []
        var instances: [DICOMInstance] = [], skipped: [DICOMFileError] = []
        for (index, dataSet) in metadata.enumerated() {
            let place = instancePlace(study: study, series: series, instance: dataSet.string(.sopInstanceUID) ?? "?")
            do {
                // Colour too: its instances are fetched whole, their files then read as files on disk are.
                instances += try DICOMInstance.instances(
                    of: dataSet, transferSyntax: Self.transferSyntax(of: dataSet), at: .webResource(place), allowsColour: true,
                    bulkDataURIs: bulkData.indices.contains(index) ? bulkData[index] : [:])
            } catch {
                skipped.append(DICOMFileError(path: place.absoluteString, error: error, seriesInstanceUID: series))
            }
        }
        return (index, instances, skipped)
    }

    /// Where instance `instance` is: its WADO-RS URL, which names it in messages.
    func instancePlace(study: String, series: String, instance: String) -> URL {
        baseURL.appending(path: "studies").appending(path: study).appending(path: "series").appending(path: series)
            .appending(path: "instances").appending(path: instance)
    }

    /// The transfer syntax the metadata names (some servers include the meta group's; Orthanc does not).
    private static func transferSyntax(of dataSet: DataSet) -> TransferSyntax? {
        dataSet.string(.transferSyntaxUID).map { TransferSyntax(uid: $0) }
    }
}
