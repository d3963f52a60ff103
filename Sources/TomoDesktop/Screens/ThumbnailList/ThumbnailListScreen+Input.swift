import FeatureSupport
import TomoGTK

extension ThumbnailListScreen {
    /// Sends the user's actions to the model: scrolling and resizing (as visible ranges), activating a
    /// cell, the menu, the banner and the detail view's buttons (keys come through the window).
    func connectInput() {
        let vertical = scrolled.verticalAdjustment, horizontal = scrolled.horizontalAdjustment
        vertical.onChanged { [weak self] in self?.measureRowHeight() }
        for adjustment in [vertical, horizontal] {
            adjustment.onValueChanged { [weak self] in self?.visibleRangeUpdate.schedule() }
            adjustment.onChanged { [weak self] in self?.visibleRangeUpdate.schedule() }
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
            self?.model.perform(.reload)
        }
        clearCachesButton.onClicked { [weak self] in
            guard let self else { return }
            menuButton.closeMenu()
            textures.removeAll()
            Task { await self.model.clearCaches() }
        }
        statisticsToggle.onClicked { [weak self] in
            self?.menuButton.closeMenu()
            self?.model.toggleStatistics()
        }
        detail.back.onClicked { [weak self] in self?.model.closeDetail() }
        detail.previous.onClicked { [weak self] in self?.model.showPreviousItem() }
        detail.next.onClicked { [weak self] in self?.model.showNextItem() }
        followEndPresses()
    }
}
