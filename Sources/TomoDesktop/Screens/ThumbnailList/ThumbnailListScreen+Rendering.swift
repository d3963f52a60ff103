import FeatureSupport
import TomoGTK

extension ThumbnailListScreen {
    /// Draws the model's screen-wide state: the item count (new pages extend the grid, a reload empties
    /// it), the status line and the menu, the banner, and which page shows. Cells and the detail view
    /// draw their own models.
    func render() {
        let count = model.items.count
        if grid.count != count {
            let wasEmpty = grid.count == 0
            // Fewer items: the list was reloaded, and an index may now be another item.
            if count < grid.count { textures.removeAll() }
            grid.count = count
            if wasEmpty, count > 0 { _ = grid.grabFocus() }  // keys move through the cells from the start
            visibleRangeUpdate.schedule()
        }
        statusLabel.text = model.statusText
        statisticsToggle.label = model.statisticsToggleTitle
        if let shown = model.banner { banner.show(shown.message, actionTitle: shown.actionTitle) } else { banner.hide() }
        detail.bind(model.detail)
        if model.detail != nil {
            pages.visiblePageName = Self.detailPage
        } else if pages.visiblePageName != Self.listPage {
            pages.visiblePageName = Self.listPage
            if let selected = model.selectedIndex { grid.scrollTo(selected) }
            _ = grid.grabFocus()
        }
    }
}
