import Foundation
import ScanViewerFeature
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoReports
import TomoSeries

extension ReportAccess {
    /// Reports of DICOM series (files, a DICOMweb server's, a DICOM node's, a study library's), made as
    /// `tomo dicom sr write` makes them (their measurements as `tomo dicom sr read --csv` lists them), stored where the series came from as `DocumentStore` stores (a
    /// DICOMweb server's through `client`), and found
    /// where the source holds reports (`ReportHolding`: the files beside, the series' study on the server or in
    /// the library) and placed as `tomo dicom sr read` places them.
    public static func live(client: HTTPClient) -> ReportAccess {
        ReportAccess(
            make: { document, series in
                guard let dicom = series as? any DICOMBackedSeries else {
                    throw ReportError("this series is not DICOM, and a report refers to DICOM images")
                }
                let reported = ReportedSeries(dicom.series)
                let report = try document.measurementReport(of: reported)
                let header = try await dicom.header()
                let file = try DICOMFileWriter.file(of: report.dataSet(source: header, identity: .measurements()))
                // The measurements as the file states them: what `tomo dicom sr read --csv` prints of it.
                let reading = try MeasurementReport.read(try DICOMFile(bytes: Array(file)).dataSet)
                let table = reading.measurementTable(on: reported, seriesInstanceUID: dicom.series.uid)
                return Report(file: file, findingCount: report.groups.count, measurements: table.text)
            },
            send: { file, target in try await DocumentStore.store(file, at: target, client: client) },
            storeMethod: DocumentStore.method(for:),
            find: { series, source in
                guard let held = await DocumentStore.documents([.structuredReport], of: series, in: source) else { return [] }
                return found(held.documents, on: held.series)
            })
    }

    /// The TID 1500 reports among `dataSets` that are of `series` (name it as evidence, or place a finding on
    /// it), placed on it, the latest first.
    static func found(_ dataSets: [DataSet], on series: DICOMSeries) -> [FoundReport] {
        let reported = ReportedSeries(series)
        let found = dataSets.compactMap { dataSet -> (date: String, report: FoundReport)? in
            guard let reading = try? MeasurementReport.read(dataSet) else { return nil }
            let (document, unplaced) = reading.annotationDocument(seriesInstanceUID: series.uid, on: reported)
            guard reading.referencedSeriesInstanceUIDs.contains(series.uid) || !document.annotations.isEmpty else { return nil }
            let date = DocumentStore.contentDate(of: dataSet)
            let title = [dataSet.string(.seriesDescription) ?? "Report", date.text].compactMap { $0 }.joined(separator: ", ")
            return (date.key, FoundReport(
                title: title, document: document, unplaced: unplaced.map { FoundReport.Unplaced(name: $0.name, reason: $0.reason) }))
        }
        return found.sorted { $0.date > $1.date }.map(\.report)
    }
}
