import FeatureSupport
import PhotoBrowserFeature
import TomoGTK

extension PhotoBrowserScreen {
    /// Draws the model's screen-wide state: the photo count (new pages extend the grid), the status line,
    /// the banner and which page shows. Tiles and the detail view draw their own models.
    func render() {
        if grid.count != model.items.count {
            let wasEmpty = grid.count == 0
            grid.count = model.items.count
            if wasEmpty { _ = grid.grabFocus() }
            scheduleVisibleRangeUpdate()
        }
        statusLabel.text = isStatusShown ? model.statusText : model.summaryText
        if let shown = model.banner { banner.show(shown.message, actionTitle: shown.actionTitle) } else { banner.hide() }
        detail.bind(model.detail)
        if model.detail != nil {
            pages.visiblePageName = "detail"
        } else if pages.visiblePageName != "list" {
            pages.visiblePageName = "list"
            if let selected = model.selectedIndex { grid.scrollTo(selected) }
            _ = grid.grabFocus()
        }
        scheduleReport()
    }

    /// Writes the state report at the next main-loop iteration, once for any number of changes.
    func scheduleReport() {
        guard reportWriter != nil else { return }
        reportUpdate.schedule()
    }

    func writeReport() {
        guard let reportWriter else { return }
        let byPosition = Dictionary(grid.boundCells.map { ($0.position, $0.cell) }, uniquingKeysWith: { first, _ in first })
        let tiles = visible.compactMap { position -> ThumbnailCellReport? in
            guard let tile = byPosition[position], let index = tile.thumbnail.item?.index, model.items.indices.contains(index)
            else { return nil }
            return tile.thumbnail.report(id: model.items[index].photo.id)
        }
        let shownDetail = model.detail.map { detailModel in
            let drawn = detail.drawn
            return PhotoBrowserReport.Detail(
                index: detailModel.index, photoID: detailModel.photo.id, mode: detailModel.mode.rawValue,
                blurAmount: detailModel.blurAmount, state: drawn?.state ?? "loading", shownFilter: drawn?.filter,
                width: drawn?.width, height: drawn?.height, pixelHash: drawn?.pixelHash, info: detailModel.infoText,
                saveStatus: detail.saveStatusText)
        }
        reportWriter.write(PhotoBrowserReport(
            itemCount: model.items.count, reachedEnd: model.reachedEnd, columns: layout.columns,
            tileWidth: layout.tileWidth, visible: visible, selectedIndex: model.selectedIndex,
            banner: model.banner?.message, statusText: model.statusText, detail: shownDetail, tiles: tiles))
    }
}
