import FeatureSupport
import Foundation
import TomoAnnotations

/// Export Report… and Send Report to PACS: the open series' annotations as a DICOM SR measurement report;
/// Export Measurements…: their measurements as CSV for a spreadsheet.
/// The front end asks where to export; the model makes, writes and sends the report (through the
/// environment's `ReportAccess`).
extension ScanViewerModel {
    /// Whether Export Report… can start: reports are wired, a series is open with annotations on it, and no
    /// report is under way.
    public var canExportReport: Bool {
        reports.isAvailable && !reports.state.isWorking && series != nil && !annotations.isEmpty && !isChoosingSeries && !isBrowsingStudies
    }

    /// Whether Send Report to PACS can start: as Export Report…, for a series opened from a PACS that stores
    /// reports (a DICOMweb server, a DICOM node, a study library).
    public var canSendReport: Bool {
        canExportReport && pacsTarget.flatMap { reports.storeMethod(for: $0.server) } != nil
    }

    /// What Send Report to PACS does, or why it cannot.
    public var sendReportHelp: String {
        guard let target = pacsTarget else {
            return "The series came from files: a report is sent to the PACS a series was opened from"
        }
        guard let method = reports.storeMethod(for: target.server) else {
            return "The series' source keeps no reports: export the report instead"
        }
        return "Store the report in the series' study on its PACS (\(method))"
    }

    /// Asks the front end where to write the report (`reportRequest`); false when it cannot start.
    @discardableResult
    public func requestReportExport() -> Bool {
        guard canExportReport else { return false }
        reports.ask(suggesting: suggestedReportName)
        return true
    }

    /// An Export Report… waiting for the front end to ask where.
    public var reportRequest: SaveRequest? { reports.request }

    /// The user has answered the Export Report… request (chosen a file, or none).
    public func dismissReportRequest() {
        reports.dismiss()
    }

    /// Writes the open series' annotations as a report to `url` (their regions' figures measured first);
    /// `reports.state` follows it.
    public func exportReport(to url: URL) async {
        await waitUntilRegionsMeasured()
        guard let series, let document = openDocument else { return }
        await reports.export(document, of: series, to: url)
    }

    /// Stores the open series' annotations as a report on the PACS the series came from (their regions'
    /// figures measured first); `reports.state` follows it. Once stored, the series' reports are looked for
    /// again: the one sent is offered with them, as the PACS now holds it.
    public func sendReport() async {
        await waitUntilRegionsMeasured()
        guard canSendReport, let series, let document = openDocument, let target = pacsTarget else { return }
        await reports.send(document, of: series, to: target)
        if case .sent = reports.state, self.series?.entry.id == series.entry.id { reports.look(for: series, in: loading.source) }
    }

    /// The open series' annotation document; nil with no series or no annotation.
    var openDocument: AnnotationDocument? {
        guard let seriesID = series?.entry.id else { return nil }
        let list = tools.annotations(of: seriesID)
        guard !list.isEmpty else { return nil }
        return keeper.document(of: list, seriesID: seriesID)
    }

    /// Asks the front end where to write the measurements as CSV (`reports.measurementsRequest`); false when it
    /// cannot start (as Export Report…).
    @discardableResult
    public func requestMeasurementsExport() -> Bool {
        guard canExportReport else { return false }
        reports.askForMeasurements(suggesting: "\(fileNameStem)-measurements.csv")
        return true
    }

    /// The user has answered the Export Measurements… request.
    public func dismissMeasurementsRequest() {
        reports.dismissMeasurements()
    }

    /// Writes the open series' measurements (their regions' figures measured first) to `url` as CSV, one row per
    /// measurement as `tomo dicom sr read --csv` lists the report's; `reports.state` follows it.
    public func exportMeasurements(to url: URL) async {
        await waitUntilRegionsMeasured()
        guard let series, let document = openDocument else { return }
        await reports.export(document, of: series, to: url, measurements: true)
    }

    /// "Cranium-Test-report.dcm": the patient (else the series), in letters, digits and dashes.
    var suggestedReportName: String { "\(fileNameStem)-report.dcm" }
}
