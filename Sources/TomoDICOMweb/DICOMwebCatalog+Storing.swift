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
