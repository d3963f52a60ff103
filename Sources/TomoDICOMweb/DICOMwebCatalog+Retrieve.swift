import Foundation
import TomoCore
import TomoDICOM

extension DICOMwebCatalog {
    /// Fetches every instance of study `study` (of its series `series` alone when given) as the server stores it
    /// into `folder`: its series searched (QIDO-RS, every modality: images, reports, segmentations, key objects),
    /// each one's metadata read for its instances, each instance's file fetched whole (WADO-RS, as stored) and
    /// written as `folder/SERIES/INSTANCE.dcm` (whole or not at all); `progress` told after each (files done, of
    /// how many). Returns the files written.
    /// - Throws: `HTTPError` when the server fails; `DICOMError.invalidJSON` for an answer not in the model; what
    ///   writing a file throws. The files written before a failure stay.
    public func retrieve(
        study: String, series: String? = nil, into folder: URL, progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) async throws -> [URL] {
        var instances: [(series: String, instance: String)] = []
        for entry in try DICOMJSON.dataSets(from: try await client.send(api.searchSeries(inStudy: study, uid: series))) {
            guard let seriesUID = entry.string(.seriesInstanceUID) else { continue }
            let metadata = try DICOMJSON.dataSets(from: try await client.send(api.seriesMetadata(study: study, series: seriesUID)))
            instances += metadata.compactMap { $0.string(.sopInstanceUID).map { (seriesUID, $0) } }
        }
        var written: [URL] = []
        for (done, found) in instances.enumerated() {
            let bytes = try await client.send(DICOMwebAPI.file(ofInstanceAt: instancePlace(study: study, series: found.series, instance: found.instance), asStored: true))
            let seriesFolder = folder.appending(path: found.series, directoryHint: .isDirectory)
            try FileManager.default.createDirectory(at: seriesFolder, withIntermediateDirectories: true)
            let file = seriesFolder.appending(path: "\(found.instance).dcm")
            try bytes.write(to: file, options: .atomic)
            written.append(file)
            progress(done + 1, instances.count)
        }
        return written
    }
}
