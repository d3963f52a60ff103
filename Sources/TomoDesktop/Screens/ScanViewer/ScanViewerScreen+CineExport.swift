import FeatureSupport
import ScanViewerFeature
import TomoGTK

/// Export Cine…, in the share menu: asks for a file in GTK's save dialog (its name chooses GIF or APNG), then
/// writes the active view's sections; how it goes shows beside the menu.
extension ScanViewerScreen {
    /// Sends the menu's button to the model.
    func connectCineExportInput() {
        exportCineButton.onClicked { [weak self] in
            self?.reportMenu.closeMenu()
            self?.model.requestCineExport()
        }
    }

    /// The button while an export can start, the status while there is one, the dialog while asked.
    func renderCineExport() {
        exportCineButton.isSensitive = model.canExportCine
        let message = model.cineExport.state.message
        cineStatus.text = message ?? ""
        cineStatus.isVisible = message != nil && !model.isChoosingSeries
        if let request = model.cineExport.request, cineDialog == nil { askWhereToExportCine(request) }
    }

    /// Shows the Export Cine dialog over the window, then writes the cine to the file chosen.
    private func askWhereToExportCine(_ request: SaveRequest) {
        let dialog = FileSaveDialog(title: "Export Cine", parent: root.rootWindow, suggestedName: request.suggestedName)
        cineDialog = dialog
        let model = model
        dialog.run { [weak self] url in
            self?.cineDialog = nil
            model.dismissCineExportRequest()
            guard let url else { return }
            Task { await model.exportCine(to: url) }
        }
    }
}
