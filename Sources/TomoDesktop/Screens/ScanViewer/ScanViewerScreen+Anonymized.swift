import Foundation
import ScanViewerFeature
import TomoGTK

/// Export Anonymized…, in the report menu: asks for a folder and the options (GTK's folder dialog with check
/// boxes), then writes the open series de-identified into a new folder there; how it goes shows beside the menu.
extension ScanViewerScreen {
    /// The dialog's check boxes: their ids and labels, in order.
    static let anonymizedChoices: [(id: String, label: String)] = [
        ("shift-dates", "Keep dates, shifted"),
        ("clean-descriptors", "Keep descriptions, cleaned"),
        ("patient-characteristics", "Keep sex, age, size and weight"),
    ]

    /// The dialog's check box for the rectangles drawn, offered while there are any.
    static let blankRectanglesChoice = "blank-rectangles"

    /// Sends the menu's button to the model.
    func connectAnonymizedInput() {
        exportAnonymizedButton.onClicked { [weak self] in
            self?.reportMenu.closeMenu()
            self?.model.requestAnonymizedExport()
        }
    }

    /// The button while an export can start, the status while there is one, the dialog while asked.
    func renderAnonymizedExport() {
        exportAnonymizedButton.isVisible = model.anonymized.isAvailable
        exportAnonymizedButton.isSensitive = model.canExportAnonymized
        let message = model.anonymized.state.message
        anonymizedStatus.text = message ?? ""
        anonymizedStatus.isVisible = message != nil && !model.isChoosingSeries
        if model.anonymized.request != nil, anonymizedDialog == nil { askWhereToExportAnonymized() }
    }

    /// Shows the folder dialog over the window, then exports into the folder chosen with the options ticked.
    private func askWhereToExportAnonymized() {
        let dialog = FileOpenDialog(title: "Export Anonymized", parent: root.rootWindow, selecting: .folder, acceptLabel: "_Export")
        for choice in Self.anonymizedChoices { dialog.addChoice(id: choice.id, label: choice.label) }
        let rectangles = model.drawnBlankingAreas.count
        if rectangles > 0 {
            dialog.addChoice(id: Self.blankRectanglesChoice, label: "Blank the \(rectangles == 1 ? "rectangle" : "\(rectangles) rectangles") drawn (burned-in text)")
        }
        anonymizedDialog = dialog
        let model = model
        dialog.run { [weak self] urls in
            self?.anonymizedDialog = nil
            model.dismissAnonymizedExportRequest()
            guard let folder = urls.first else { return }
            let options = AnonymizedExportOptions(
                shiftsDates: dialog.choice("shift-dates"), cleansDescriptors: dialog.choice("clean-descriptors"),
                retainsPatientCharacteristics: dialog.choice("patient-characteristics"),
                blanksDrawnRectangles: rectangles > 0 && dialog.choice(Self.blankRectanglesChoice))
            Task { await model.exportAnonymized(to: folder, options: options) }
        }
    }
}
