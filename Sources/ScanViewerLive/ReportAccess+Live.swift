import Foundation
import ScanViewerFeature
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDICOMweb
import TomoReports

extension ReportAccess {
    /// Reports of DICOM series (files or a DICOMweb server's), made as `tomo dicom sr write` makes them, and
    /// stored on DICOMweb servers (STOW-RS) by `client`, each target's credentials added.
    public static func live(client: HTTPClient) -> ReportAccess {
        ReportAccess(
            make: { document, series in
                guard let dicom = series as? any DICOMBackedSeries else {
                    throw ReportError("this series is not DICOM, and a report refers to DICOM images")
                }
                let report = try document.measurementReport(of: ReportedSeries(dicom.series))
                let header = try await dicom.header()
                let file = try DICOMFileWriter.file(of: report.dataSet(source: header, identity: MeasurementReport.Identity()))
                return Report(file: file, findingCount: report.groups.count)
            },
            send: { file, target in
                let catalog = DICOMwebCatalog(baseURL: target.server, client: client.authorizing(target.credentials, for: target.server))
                let answer = try await catalog.store([file])
                guard answer.failed.isEmpty, !answer.stored.isEmpty else {
                    let reasons = answer.failed.isEmpty ? ["it stored nothing"] : answer.failed.map(\.description)
                    throw ReportError("the server refused it: \(reasons.joined(separator: "; "))")
                }
            })
    }
}
