import Foundation
import ScanViewerFeature
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDICOMweb
import TomoDIMSE
import TomoLibrary
import TomoSeries

/// Where the viewer stores the DICOM documents it makes (measurement reports, key object selections): in the
/// series' study on the DICOMweb server it came from (STOW-RS, each target's credentials added), on the DICOM
/// node (C-STORE, as `tomo dicom send` sends) or in the study library (copied into its store beside the study's
/// images, as `tomo library import --copy` copies).
enum DocumentStore {
    /// Stores `file` where `target` names, through `client` for a DICOMweb server.
    /// - Throws: `StoreRefusal` saying what the server, node or library refused; what reaching them throws.
    static func store(_ file: Data, at target: PACSTarget, client: HTTPClient) async throws {
        switch Location(address: target.server) {
        case .node(let node): return try await store(file, on: node)
        case .library(let folder): return try await store(file, in: try LibraryShelf.shared.library(at: folder))
        default: break
        }
        let catalog = DICOMwebCatalog(baseURL: target.server, client: client.authorizing(target.credentials, for: target.server))
        if let refusal = try await catalog.store([file]).refusal { throw StoreRefusal("the server refused it: \(refusal)") }
    }

    /// How `store` stores a document at `address`, as the reader knows it.
    static func method(for address: URL) -> String? {
        switch Location(address: address) {
        case .library: "copied into the library"
        case .node: "C-STORE"
        default: "STOW-RS"
        }
    }

    /// The structured documents in series of `kinds` (SR, KO) that `source` holds in the study of `series`, with
    /// that series' DICOM instances; nil where the series is not DICOM or the source keeps no documents or cannot
    /// be asked.
    static func documents(
        _ kinds: Set<StudySeries.DocumentKind>, of series: any OpenedSeries, in source: any SeriesSource
    ) async -> (series: DICOMSeries, documents: [DataSet])? {
        guard let dicom = series as? any DICOMBackedSeries, let holder = source as? any ReportHolding,
              let documents = try? await holder.documents(kinds, inStudy: dicom.series.summary.studyInstanceUID)
        else { return nil }
        return (dicom.series, documents)
    }

    /// "2026-11-28 10:12" from a DICOM date and time; nil without a date.
    static func when(date: String, time: String) -> String? {
        guard date.count == 8 else { return nil }
        let day = "\(date.prefix(4))-\(date.dropFirst(4).prefix(2))-\(date.suffix(2))"
        return time.count >= 4 ? "\(day) \(time.prefix(2)):\(time.dropFirst(2).prefix(2))" : day
    }

    /// A document's content date and time, as `when` says them, and as one sortable key (latest greatest).
    static func contentDate(of dataSet: DataSet) -> (text: String?, key: String) {
        let date = dataSet.string(DICOMTag(0x0008, 0x0023)) ?? "", time = dataSet.string(DICOMTag(0x0008, 0x0033)) ?? ""
        return (when(date: date, time: time), date + time)
    }

    /// Keeps `file` in `library`: copied into its store and indexed with its study.
    private static func store(_ file: Data, in library: StudyLibrary) async throws {
        let path = FileManager.default.temporaryDirectory.appending(path: "tomo-document-\(UUID().uuidString).dcm")
        try file.write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let summary = try await library.importFiles([path.path], options: ImportOptions(copiesFiles: true))
        if let skip = summary.skipped.first { throw StoreRefusal("the library did not keep it: \(skip.reason)") }
    }

    /// Stores `file` on the DICOM node `node` (C-STORE, in the file's own transfer syntax).
    private static func store(_ file: Data, on node: DIMSENode) async throws {
        let path = FileManager.default.temporaryDirectory.appending(path: "tomo-document-\(UUID().uuidString).dcm")
        try file.write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let summary = try await DIMSEClient(node: node).send(files: [path.path])
        if let failure = summary.failures.first {
            throw StoreRefusal("the node did not store it: \(failure.dropFirst(path.path.count + 2))")
        }
    }
}

/// What refused a document the viewer stored, in the reader's words.
struct StoreRefusal: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
