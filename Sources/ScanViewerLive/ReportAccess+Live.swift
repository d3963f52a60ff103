import Foundation
import ScanViewerFeature
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDICOMweb
import TomoDIMSE
import TomoLibrary
import TomoReports
import TomoSeries

extension ReportAccess {
    /// Reports of DICOM series (files, a DICOMweb server's, a DICOM node's, a study library's), made as
    /// `tomo dicom sr write` makes them, stored on DICOMweb servers (STOW-RS) by `client`, each target's
    /// credentials added, on DICOM nodes (C-STORE, as `tomo dicom send` sends) and in study libraries (copied
    /// into the library's store beside the study's images, as `tomo library import --copy` copies), and found
    /// where the source holds reports (`ReportHolding`: the files beside, the series' study on the server or in
    /// the library) and placed as `tomo dicom sr read` places them.
    public static func live(client: HTTPClient) -> ReportAccess {
        ReportAccess(
            make: { document, series in
                guard let dicom = series as? any DICOMBackedSeries else {
                    throw ReportError("this series is not DICOM, and a report refers to DICOM images")
                }
                let report = try document.measurementReport(of: ReportedSeries(dicom.series))
                let header = try await dicom.header()
                let file = try DICOMFileWriter.file(of: report.dataSet(source: header, identity: .measurements()))
                return Report(file: file, findingCount: report.groups.count)
            },
            send: { file, target in
                switch Location(address: target.server) {
                case .node(let node): return try await store(file, on: node)
                case .library(let folder): return try await store(file, in: try LibraryShelf.shared.library(at: folder))
                default: break
                }
                let catalog = DICOMwebCatalog(baseURL: target.server, client: client.authorizing(target.credentials, for: target.server))
                if let refusal = try await catalog.store([file]).refusal { throw ReportError("the server refused it: \(refusal)") }
            },
            storeMethod: { address in
                switch Location(address: address) {
                case .library: "copied into the library"
                case .node: "C-STORE"
                default: "STOW-RS"
                }
            },
            find: { series, source in
                guard let dicom = series as? any DICOMBackedSeries, let holder = source as? any ReportHolding,
                      let reports = try? await holder.reports(inStudy: dicom.series.summary.studyInstanceUID)
                else { return [] }
                return found(reports, on: dicom.series)
            })
    }

    /// Keeps the report `file` in `library`: copied into its store and indexed with its study.
    private static func store(_ file: Data, in library: StudyLibrary) async throws {
        let path = FileManager.default.temporaryDirectory.appending(path: "tomo-report-\(UUID().uuidString).dcm")
        try file.write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let summary = try await library.importFiles([path.path], options: ImportOptions(copiesFiles: true))
        if let skip = summary.skipped.first { throw ReportError("the library did not keep it: \(skip.reason)") }
    }

    /// Stores the report `file` on the DICOM node `node` (C-STORE, in the file's own transfer syntax).
    private static func store(_ file: Data, on node: DIMSENode) async throws {
        let path = FileManager.default.temporaryDirectory.appending(path: "tomo-report-\(UUID().uuidString).dcm")
        try file.write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let summary = try await DIMSEClient(node: node).send(files: [path.path])
        if let failure = summary.failures.first {
            throw ReportError("the node did not store it: \(failure.dropFirst(path.path.count + 2))")
        }
    }

    /// The TID 1500 reports among `dataSets` that are of `series` (name it as evidence, or place a finding on
    /// it), placed on it, the latest first.
    static func found(_ dataSets: [DataSet], on series: DICOMSeries) -> [FoundReport] {
        let reported = ReportedSeries(series)
        let found = dataSets.compactMap { dataSet -> (date: String, report: FoundReport)? in
            guard let reading = try? MeasurementReport.read(dataSet) else { return nil }
            let (document, unplaced) = reading.annotationDocument(seriesInstanceUID: series.uid, on: reported)
            guard reading.referencedSeriesInstanceUIDs.contains(series.uid) || !document.annotations.isEmpty else { return nil }
            let date = dataSet.string(DICOMTag(0x0008, 0x0023)) ?? "", time = dataSet.string(DICOMTag(0x0008, 0x0033)) ?? ""
            let title = [dataSet.string(.seriesDescription) ?? "Report", when(date: date, time: time)].compactMap { $0 }.joined(separator: ", ")
            return (date + time, FoundReport(
                title: title, document: document, unplaced: unplaced.map { FoundReport.Unplaced(name: $0.name, reason: $0.reason) }))
        }
        return found.sorted { $0.date > $1.date }.map(\.report)
    }

    /// "2026-11-28 10:12" from a DICOM date and time; nil without a date.
    private static func when(date: String, time: String) -> String? {
        guard date.count == 8 else { return nil }
        let day = "\(date.prefix(4))-\(date.dropFirst(4).prefix(2))-\(date.suffix(2))"
        return time.count >= 4 ? "\(day) \(time.prefix(2)):\(time.dropFirst(2).prefix(2))" : day
    }
}
