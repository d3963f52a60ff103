import FeatureSupport
import ScanViewerFeature
import TomoGTK

/// The report menu: Export Report… (asks where, in GTK's save dialog), Send Report to PACS and Export
/// Measurements… (CSV, asks where), and how the last went beside it; the report picker: the reports found with
/// the series, one shown.
extension ScanViewerScreen {
    /// Sends the menu's buttons to the model.
    func connectReportInput() {
        exportReportButton.onClicked { [weak self] in
            self?.reportMenu.closeMenu()
            self?.model.requestReportExport()
        }
        exportMeasurementsButton.onClicked { [weak self] in
            self?.reportMenu.closeMenu()
            self?.model.requestMeasurementsExport()
        }
        sendReportButton.onClicked { [weak self] in
            guard let self else { return }
            reportMenu.closeMenu()
            let model = model
            Task { await model.sendReport() }
        }
        reportPicker.onSelectionChanged { [weak self] selected in
            guard let self, let selected else { return }
            model.selectReportMenuItem(at: selected)
        }
    }

    /// The menu while a series shows (where the app wires reports), its items while they can start.
    func renderReportMenu() {
        reportMenu.isVisible = model.series != nil && !model.isChoosingSeries
        exportReportButton.isVisible = model.reports.isAvailable
        sendReportButton.isVisible = model.reports.isAvailable
        exportMeasurementsButton.isVisible = model.reports.isAvailable
        exportMeasurementsButton.isSensitive = model.canExportReport
        renderAnonymizedExport()
        renderKeyImages()
        renderCineExport()
        exportReportButton.isSensitive = model.canExportReport
        sendReportButton.isSensitive = model.canSendReport
        sendReportButton.tooltipText = model.sendReportHelp
        let message = model.reports.state.message
        reportStatus.text = message ?? ""
        reportStatus.isVisible = message != nil
        let items = model.reportMenuItems
        show(items, selecting: model.reportMenuSelection, in: reportPicker, shownAs: \.reportItems)
        reportPicker.isVisible = !items.isEmpty && !model.isChoosingSeries
        if let request = model.reports.measurementsRequest, measurementsDialog == nil {
            let model = model
            askWhereToSave(request, title: "Export Measurements", keptIn: \.measurementsDialog, answered: model.dismissMeasurementsRequest) { url, _ in
                await model.exportMeasurements(to: url)
            }
        }
        if let request = model.reportRequest, reportDialog == nil {
            let model = model
            askWhereToSave(request, title: "Export Report", keptIn: \.reportDialog, answered: model.dismissReportRequest) { url, _ in
                await model.exportReport(to: url)
            }
        }
    }
}
