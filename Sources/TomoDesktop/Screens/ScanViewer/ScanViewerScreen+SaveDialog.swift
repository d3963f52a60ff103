import FeatureSupport
import Foundation
import TomoGTK

/// The save dialogs of the share menu (Export Report…, Export Measurements…, Export Key Images…, Export Cine…):
/// GTK's, over the window, each proposing the name the model suggests.
extension ScanViewerScreen {
    /// Shows GTK's save dialog titled `title` over the window, proposing `request`'s name, with a check box for each
    /// of `choices`, kept in `slot` while it is open (GTK does not hold it); once answered, tells the model
    /// (`answered`) and, unless cancelled, `save`s to the file chosen with the choices ticked.
    func askWhereToSave(
        _ request: SaveRequest, title: String, choices: [(id: String, label: String)] = [],
        keptIn slot: ReferenceWritableKeyPath<ScanViewerScreen, FileSaveDialog?>, answered: @escaping @MainActor () -> Void,
        save: @escaping @MainActor (URL, _ ticked: Set<String>) async -> Void
    ) {
        let dialog = FileSaveDialog(title: title, parent: root.rootWindow, suggestedName: request.suggestedName)
        for choice in choices { dialog.addChoice(id: choice.id, label: choice.label) }
        self[keyPath: slot] = dialog
        dialog.run { [weak self] url in
            self?[keyPath: slot] = nil
            answered()
            guard let url else { return }
            let ticked = Set(choices.map(\.id).filter(dialog.choice))
            Task { await save(url, ticked) }
        }
    }
}
