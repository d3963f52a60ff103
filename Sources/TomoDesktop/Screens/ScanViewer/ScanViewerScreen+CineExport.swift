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

    /// The dialog's check box that writes only the slices from the first key image to the last.
    static let keyImageRangeChoice = "key-image-range"
    /// The dialog's check box that draws the overlays and annotations on each frame.
    static let annotationsChoice = "annotations"

    /// The button while an export can start, the status while there is one, the dialog while asked.
    func renderCineExport() {
        exportCineButton.isSensitive = model.canExportCine
        let message = model.cineExport.state.message
        cineStatus.text = message ?? ""
        cineStatus.isVisible = message != nil && !model.isChoosingSeries
        if let request = model.cineExport.request, cineDialog == nil {
            let model = model
            let choices = [(id: Self.annotationsChoice, label: model.cineAnnotationsTitle)]
                + (model.cineKeyImageRangeTitle.map { [(id: Self.keyImageRangeChoice, label: $0)] } ?? [])
            askWhereToSave(request, title: "Export Cine", choices: choices, keptIn: \.cineDialog, answered: model.dismissCineExportRequest) {
                await model.exportCine(
                    to: $0, keyImagesOnly: $1.contains(Self.keyImageRangeChoice), annotated: $1.contains(Self.annotationsChoice))
            }
        }
    }
}
