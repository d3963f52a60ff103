import FeatureSupport
import ImageGridFeature
import TomoGTK

extension ImageGridScreen {
    /// Draws the model's screen-wide state: the item count (new pages extend the grid), the status line,
    /// the banner and the detail view. Cells draw their own items.
    func render() {
        if grid.count != model.items.count {
            let wasEmpty = grid.count == 0
            grid.count = model.items.count
            if wasEmpty { _ = grid.grabFocus() }  // keys move through the cells from the start
            scheduleVisibleRangeUpdate()
        }
        statusLabel.text = isStatusShown ? model.statusText : model.summaryText
        if let shown = model.banner { banner.show(shown.message, actionTitle: shown.actionTitle) } else { banner.hide() }
        renderDetail()
        scheduleReport()
    }

    private func renderDetail() {
        guard let detail = model.detail else {
            if pages.visiblePageName != "grid" {
                pages.visiblePageName = "grid"
                detailPicture.texture = nil
                _ = grid.grabFocus()
            }
            return
        }
        pages.visiblePageName = "detail"
        detailTitle.text = detail.title
        detailSpinner.isSpinning = detail.state.image == nil && detail.state.failure == nil
        detailSpinner.isVisible = detailSpinner.isSpinning
        switch detail.state {
        case .image(let image): try? detailPicture.show(image)
        case .failed(let failure): detailTitle.text = "\(detail.title): image \(failure.reason)"
        case .placeholder, .loading: detailPicture.texture = nil
        }
    }

    /// Writes the state report at the next main-loop iteration, once for any number of changes.
    func scheduleReport() {
        guard reportWriter != nil else { return }
        reportUpdate.schedule()
    }

    func writeReport() {
        guard let reportWriter else { return }
        let byPosition = Dictionary(grid.boundCells.map { ($0.position, $0.cell) }, uniquingKeysWith: { first, _ in first })
        let cells = visible.compactMap { position -> ThumbnailCellReport? in
            guard let cell = byPosition[position], let index = cell.item?.index, model.items.indices.contains(index)
            else { return nil }
            return cell.report(id: model.items[index].coverage.id)
        }
        reportWriter.write(ImageGridReport(
            model: model, columns: layout.columns, cellSize: layout.cellSize, visible: visible,
            isStatusShown: isStatusShown, cells: cells))
    }
}
