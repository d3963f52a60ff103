import Foundation
import TomoCore
import TomoDICOM

extension DICOMwebCatalog {
    /// Stores `files` (DICOM Part 10 files) on the server in one STOW-RS request; what it stored and what it
    /// refused, each with why. A server that refuses them all answers 409: an `HTTPError.status` quoting
    /// its answer.
    /// - Throws: `HTTPError` when the server fails or refuses; `DICOMError.invalidJSON` for an answer not in
    ///   the model.
    public func store(_ files: [Data], inStudy study: String? = nil) async throws -> StoreInstancesResponse {
        StoreInstancesResponse(try DICOMJSON.dataSet(from: try await client.send(api.storeInstances(files, inStudy: study))))
    }
}

extension DICOMwebCatalog {
    /// The structured reports of study `study` (of the whole server for nil): its SR series searched
    /// (QIDO-RS), each one's metadata read, which holds a report's whole content tree.
    /// - Throws: `HTTPError` when the server fails; `DICOMError.invalidJSON` for an answer not in the model.
    public func reports(inStudy study: String?) async throws -> [DataSet] {
        let series = try DICOMJSON.dataSets(from: try await client.send(api.searchSeries(inStudy: study, modality: "SR")))
        var reports: [DataSet] = []
        for entry in series {
            guard let studyUID = entry.string(.studyInstanceUID), let seriesUID = entry.string(.seriesInstanceUID) else { continue }
            let metadata = try DICOMJSON.dataSets(from: try await client.send(api.seriesMetadata(study: studyUID, series: seriesUID)))
            reports += metadata.filter(DICOMInstance.isStructuredReport)
        }
        return reports
    }
}
