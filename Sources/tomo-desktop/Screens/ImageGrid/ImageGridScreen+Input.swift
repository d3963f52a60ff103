import ImageGridFeature
import TomoGTK

extension ImageGridScreen {
    /// Sends the user's actions to the model: scrolling and resizing (as visible ranges), activating a
    /// cell, the menu, the banner and the detail view's Back (keys come through `handle(_:)`).
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
        reloadButton.onClicked { [weak self] in
            self?.menuButton.closeMenu()
            self?.reload()
        }
        clearCachesButton.onClicked { [weak self] in
            guard let self else { return }
            menuButton.closeMenu()
            textures.removeAll()
            Task { await self.model.clearCaches() }
        }
        statusToggle.onClicked { [weak self] in
            self?.menuButton.closeMenu()
            self?.toggleStatus()
        }
        detailBack.onClicked { [weak self] in
            self?.model.closeDetail()
        }
    }

    /// Ctrl+R or F5 reloads, I shows or hides the cache statistics, Escape leaves the detail view, Enter
    /// there retries a failed image. Arrows, Page Up/Down, Home/End and Enter in the grid are the grid's
    /// own. Returns whether the key was the screen's.
    func handle(_ key: Key) -> Bool {
        switch key {
        case .control("r"), .f5:
            reload()
        case .other(0x69), .other(0x49):  // i, I
            toggleStatus()
        case .escape:
            guard model.detail != nil else { return false }
            model.closeDetail()
        case .enter:
            guard model.detail?.state.failure != nil else { return false }
            model.retryDetail()
        default:
            return false
        }
        return true
    }

    private func reload() {
        textures.removeAll()
        Task { await model.reload() }
    }

    private func toggleStatus() {
        isStatusShown.toggle()
        statusToggle.label = isStatusShown ? "Hide Cache Statistics" : "Show Cache Statistics"
        render()
    }
}
