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
    /// The structured documents of study `study` (of the whole server for nil) in its series of `kinds` (SR,
    /// KO): those series searched (QIDO-RS), each one's metadata read, which holds a document's whole content
    /// tree.
    /// - Throws: `HTTPError` when the server fails; `DICOMError.invalidJSON` for an answer not in the model.
    public func documents(_ kinds: Set<StudySeries.DocumentKind>, inStudy study: String?) async throws -> [DataSet] {
        var documents: [DataSet] = []
        for modality in kinds.map(\.rawValue).sorted() {
            for entry in try DICOMJSON.dataSets(from: try await client.send(api.searchSeries(inStudy: study, modality: modality))) {
                guard let studyUID = entry.string(.studyInstanceUID), let seriesUID = entry.string(.seriesInstanceUID) else { continue }
                let metadata = try DICOMJSON.dataSets(from: try await client.send(api.seriesMetadata(study: studyUID, series: seriesUID)))
                documents += metadata.filter(DICOMInstance.isStructuredReport)
            }
        }
        return documents
    }
}

extension DICOMwebCatalog {
    /// The segmentations and structure sets of study `study` (of the whole server for nil): its SEG and RTSTRUCT
    /// series searched (QIDO-RS), each instance described by its metadata (WADO-RS, without its pixel data) and
    /// fetched whole as stored only when its file is first asked for, and kept (on disk) while it is held.
    /// - Throws: `HTTPError` when the server fails; `DICOMError` for an answer not in the model (and, from a file
    ///   asked for, one that does not read).
    public func segmentations(inStudy study: String?) async throws -> [HeldSegmentation] {
        var found: [HeldSegmentation] = []
        for modality in StudySeries.DocumentKind.overlays.map(\.rawValue).sorted() {
            for entry in try DICOMJSON.dataSets(from: try await client.send(api.searchSeries(inStudy: study, modality: modality))) {
                guard let studyUID = entry.string(.studyInstanceUID), let seriesUID = entry.string(.seriesInstanceUID) else { continue }
                let metadata = try DICOMJSON.dataSets(from: try await client.send(api.seriesMetadata(study: studyUID, series: seriesUID)))
                for header in metadata {
                    guard let instance = header.string(.sopInstanceUID) else { continue }
                    let place = instancePlace(study: studyUID, series: seriesUID, instance: instance)
                    found.append(HeldSegmentation(place: place.absoluteString, header: header, fetchingOnce: { [client] in
                        try await client.send(DICOMwebAPI.file(ofInstanceAt: place, asStored: true))
                    }))
                }
            }
        }
        return found
    }
}
