import Foundation
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoSeries

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

extension DICOMwebCatalog {
    /// The segmentations and structure sets of study `study` (of the whole server for nil): its SEG and RTSTRUCT
    /// series searched (QIDO-RS), each instance fetched whole as stored (WADO-RS), read.
    /// - Throws: `HTTPError` when the server fails; `DICOMError` for an answer not in the model or a file that
    ///   does not read.
    public func segmentationFiles(inStudy study: String?) async throws -> [(place: String, file: SegmentationFile)] {
        var found: [(place: String, file: SegmentationFile)] = []
        for modality in StudySeries.DocumentKind.overlays.map(\.rawValue).sorted() {
            for entry in try DICOMJSON.dataSets(from: try await client.send(api.searchSeries(inStudy: study, modality: modality))) {
                guard let studyUID = entry.string(.studyInstanceUID), let seriesUID = entry.string(.seriesInstanceUID) else { continue }
                let metadata = try DICOMJSON.dataSets(from: try await client.send(api.seriesMetadata(study: studyUID, series: seriesUID)))
                for instance in metadata.compactMap({ $0.string(.sopInstanceUID) }) {
                    let place = instancePlace(study: studyUID, series: seriesUID, instance: instance)
                    let bytes = try await client.send(DICOMwebAPI.file(ofInstanceAt: place, asStored: true))
                    found.append((place.absoluteString, SegmentationFile(try DICOMFile(bytes: [UInt8](bytes)))))
                }
            }
        }
        return found
    }
}
