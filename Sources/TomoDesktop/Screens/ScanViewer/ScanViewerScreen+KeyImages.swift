import FeatureSupport
import ScanViewerFeature
import TomoGTK

/// Key images: the star beside the slider (the slice under it starred or not, a click toggles it, as *), the
/// slider's marks at the key slices and the key image menu after the position (goes to one); in the share menu,
/// the title the next save is given, Save Key Images (where the series came from) and Export Key Images… (GTK's
/// save dialog), how the last went beside the menu.
extension ScanViewerScreen {
    /// Sends the star, the key image menu and the share menu's items to the model.
    func connectKeyImageInput() {
        keyImageButton.onClicked { [weak self] in self?.model.toggleKeyImage() }
        keyImagePicker.onSelectionChanged { [weak self] selected in
            guard let self, let selected else { return }
            model.selectKeyImageMenuItem(at: selected)
        }
        keyImageTitlePicker.onSelectionChanged { [weak self] selected in
            guard let self, let selected else { return }
            model.keyImages.selectTitle(at: selected)
        }
        saveKeyImagesButton.onClicked { [weak self] in
            guard let self else { return }
            reportMenu.closeMenu()
            let model = model
            Task { await model.saveKeyImages() }
        }
        exportKeyImagesButton.onClicked { [weak self] in
            self?.reportMenu.closeMenu()
            self?.model.requestKeyImagesExport()
        }
    }

    /// The star, the marks and the menu while a series shows (where the app wires key images); the share menu's
    /// items while they can start; the dialog while asked.
    func renderKeyImages() {
        let available = model.keyImages.isAvailable && model.series != nil && !model.isChoosingSeries
        keyImageButton.isVisible = available
        keyImageButton.isSensitive = model.canBrowse
        keyImageButton.label = model.keyImageSources(ofSlice: model.index).isEmpty ? "☆" : "★"
        let keySlices = available ? model.keySlices : []
        if keySlices != shown.keySlices {
            shown.keySlices = keySlices
            slider.setMarks(at: keySlices.map(Double.init))
        }
        let items = available ? model.keyImageMenuItems : []
        show(items, selecting: model.keyImageMenuSelection, in: keyImagePicker, shownAs: \.keyImageItems)
        keyImagePicker.isVisible = !items.isEmpty

        show(model.keyImages.titles, selecting: model.keyImages.titleIndex, in: keyImageTitlePicker, shownAs: \.keyImageTitles)
        for widget in [keyImagesHeading, keyImageTitlePicker, saveKeyImagesButton, exportKeyImagesButton] as [Widget] { widget.isVisible = model.keyImages.isAvailable }
        saveKeyImagesButton.isSensitive = model.canSaveKeyImages
        saveKeyImagesButton.tooltipText = model.saveKeyImagesHelp
        exportKeyImagesButton.isSensitive = model.canExportKeyImages
        let message = model.keyImages.state.message
        keyImageStatus.text = message ?? ""
        keyImageStatus.isVisible = message != nil && !model.isChoosingSeries
        if let request = model.keyImages.request, keyImagesDialog == nil {
            let model = model
            askWhereToSave(request, title: "Export Key Images", keptIn: \.keyImagesDialog, answered: model.dismissKeyImagesRequest) { url, _ in
                await model.exportKeyImages(to: url)
            }
        }
    }
}
