import Foundation
import PhotoBrowserFeature
import TomoGTK

extension PhotoBrowserScreen {
    /// Sends the user's actions to the model: scrolling and resizing (as visible ranges), activating a
    /// tile, the bar's buttons, the banner and the detail view's buttons (keys come through `handle(_:)`).
    func connectInput() {
        let vertical = scrolled.verticalAdjustment, horizontal = scrolled.horizontalAdjustment
        for adjustment in [vertical, horizontal] {
            adjustment.onValueChanged { [weak self] in self?.scheduleVisibleRangeUpdate() }
            adjustment.onChanged { [weak self] in self?.scheduleVisibleRangeUpdate() }
        }
        grid.onActivate { [weak self] position in
            self?.model.activateItem(at: position)
        }
        banner.onRetry { [weak self] in
            guard let model = self?.model else { return }
            Task { await model.retry() }
        }
        reloadButton.onClicked { [weak self] in self?.reload() }
        statusToggle.onClicked { [weak self] in self?.toggleStatus() }
        detail.onChange = { [weak self] in self?.scheduleReport() }
        detail.back.onClicked { [weak self] in self?.model.closeDetail() }
        detail.previous.onClicked { [weak self] in self?.model.showPreviousPhoto() }
        detail.next.onClicked { [weak self] in self?.model.showNextPhoto() }
        detail.save.onClicked { [weak self] in self?.chooseFileAndSave() }
    }

    /// Ctrl+R or F5 reloads, I shows or hides the cache statistics. In the detail view: Escape goes back,
    /// Left/Right step through the photos, N, G and B choose Normal, Grayscale and Blur, Up/Down change
    /// the blur, Ctrl+S saves, Enter retries a failed photo. Returns whether the key was the screen's.
    func handle(_ key: Key) -> Bool {
        switch key {
        case .control("r"), .f5:
            reload()
            return true
        case .other(0x69), .other(0x49):  // i, I
            toggleStatus()
            return true
        default:
            guard let shown = model.detail else { return false }
            return handleDetail(key, shown)
        }
    }

    private func handleDetail(_ key: Key, _ shown: PhotoDetailModel) -> Bool {
        switch key {
        case .escape: model.closeDetail()
        case .left: model.showPreviousPhoto()
        case .right: model.showNextPhoto()
        case .up: shown.setMode(.blur); shown.setBlurAmount(shown.blurAmount + 1)
        case .down: shown.setMode(.blur); shown.setBlurAmount(shown.blurAmount - 1)
        case .other(0x6e), .other(0x4e): shown.setMode(.normal)  // n, N
        case .other(0x67), .other(0x47): shown.setMode(.grayscale)  // g, G
        case .other(0x62), .other(0x42): shown.setMode(.blur)  // b, B
        case .control("s"): chooseFileAndSave()
        case .enter:
            guard shown.failure != nil else { return false }
            shown.retry()
        default:
            return false
        }
        return true
    }

    /// Asks where to save the photo shown, then writes it there at full resolution with its filter (the
    /// detail view shows how that goes).
    private func chooseFileAndSave() {
        guard let shown = model.detail, shown.shown != nil, !shown.saveState.isSaving, saveDialog == nil else { return }
        let dialog = FileSaveDialog(
            title: "Save Photo", parent: nil, suggestedName: "photo-\(shown.photo.id)-\(shown.mode.rawValue).png")
        saveDialog = dialog
        dialog.run { [weak self] url in
            self?.saveDialog = nil
            guard let url else { return }
            Task { await shown.save(to: url) }
        }
    }

    private func reload() {
        textures.removeAll()
        Task { await model.reload() }
    }

    private func toggleStatus() {
        isStatusShown.toggle()
        statusToggle.label = isStatusShown ? "Summary" : "Statistics"
        render()
    }
}
