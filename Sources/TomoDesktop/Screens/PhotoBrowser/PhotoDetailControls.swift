import Observation
import FeatureSupport
import PhotoBrowserFeature
import TomoGTK

/// The photo browser's controls under a photo: the author and original size with a link to the source
/// page and how the last Save… went, then Normal / Grayscale / Blur, the blur slider and Save…. It
/// renders the `PhotoDetailModel` it is bound to and sends it the user's choices; when the model asks
/// where to save (`saveRequest`), it shows the platform's Save dialog over the window.
@MainActor
package final class PhotoDetailControls {
    let root = Box(.vertical)
    let info = Label()
    let saveStatus = Label()
    let sourceLink = LinkButton(uri: "about:blank", label: "Source page")
    let filters = SegmentedControl(titles: PhotoFilterMode.allCases.map(\.title))
    package let blurScale = Scale(range: Double(PhotoFilter.blurRange.lowerBound)...Double(PhotoFilter.blurRange.upperBound))
    let blurValue = Label()
    let save = Button(label: "Save…")

    private(set) var model: PhotoDetailModel?
    /// Counts bindings, so a change meant for an earlier model is dropped.
    private var binding = 0
    /// The Save dialog while it is open (GTK does not keep it).
    private(set) var saveDialog: FileSaveDialog?

    init() {
        let infoRow = Box(.horizontal, spacing: 8)
        infoRow.addCSSClass(ThumbnailListStyle.toolbarClass)
        info.horizontalAlignment = .start
        info.ellipsizes = true
        info.expandsHorizontally = true
        saveStatus.ellipsizes = true
        saveStatus.isVisible = false
        for widget in [info, saveStatus, sourceLink] as [Widget] { infoRow.append(widget) }
        root.append(infoRow)

        let controls = Box(.horizontal, spacing: 8)
        controls.addCSSClass(ThumbnailListStyle.toolbarClass)
        blurScale.expandsHorizontally = true
        blurValue.setMinimumSize(width: 24, height: nil)
        for widget in [filters, blurScale, blurValue, save] as [Widget] { controls.append(widget) }
        root.append(controls)
        connectInput()
    }

    /// The controls as the list screen hosts them (which keeps them).
    var hosted: ThumbnailDetailControls<PhotoDetailModel> {
        ThumbnailDetailControls(owner: self, root: root) { model in self.bind(model) }
    }

    /// Shows `model` and follows its changes; nil shows nothing.
    func bind(_ model: PhotoDetailModel?) {
        guard model !== self.model else { return }
        self.model = model
        binding += 1
        guard let model else { return }
        observe(model, binding)
    }

    private func connectInput() {
        filters.onSelectionChanged { [weak self] index in
            self?.model?.setMode(PhotoFilterMode.allCases[index])
        }
        blurScale.onValueChanged { [weak self] value in
            guard let model = self?.model else { return }
            if model.mode != .blur { model.setMode(.blur) }
            model.setBlurAmount(Int(value.rounded()))
        }
        save.onClicked { [weak self] in self?.model?.requestSave() }
    }

    private func observe(_ model: PhotoDetailModel, _ binding: Int) {
        guard binding == self.binding else { return }
        withObservationTracking {
            render(model)
        } onChange: { [weak self] in
            MainLoop.perform { self?.observe(model, binding) }
        }
    }

    private func render(_ model: PhotoDetailModel) {
        info.text = model.infoText
        sourceLink.uri = model.sourceURL?.absoluteString ?? "about:blank"
        sourceLink.isVisible = model.sourceURL != nil
        filters.select(PhotoFilterMode.allCases.firstIndex(of: model.mode) ?? 0)
        blurScale.setValue(Double(model.blurAmount))
        blurValue.text = String(model.blurAmount)
        save.isSensitive = model.shown != nil && !model.saveState.isSaving
        let message = model.saveState.message
        saveStatus.text = message ?? ""
        saveStatus.isVisible = message != nil
        if let request = model.saveRequest, saveDialog == nil { askWhereToSave(request, for: model) }
    }

    /// Shows the Save dialog over the window, then saves to the file chosen or drops the request.
    private func askWhereToSave(_ request: SaveRequest, for model: PhotoDetailModel) {
        let dialog = FileSaveDialog(title: "Save Photo", parent: root.rootWindow, suggestedName: request.suggestedName)
        saveDialog = dialog
        dialog.run { [weak self, weak model] url in
            self?.saveDialog = nil
            guard let model else { return }
            model.dismissSaveRequest()
            guard let url else { return }
            Task { await model.save(to: url) }
        }
    }
}
