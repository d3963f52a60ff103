import FeatureSupport

extension ThumbnailListScreen {
    /// The cells bound to the items on screen, by position.
    var visibleCells: [(index: Int, cell: ThumbnailCellView<Source.Item>)] {
        grid.boundCells.filter { visible.contains($0.position) }.map { ($0.position, $0.cell) }.sorted { $0.index < $1.index }
    }

    /// Whether every item on screen has a cell that shows how its load ended: its thumbnail's texture, or
    /// the error tile (for tests, benchmarks and screenshots, which wait for it).
    package var isSettled: Bool {
        let cells = visibleCells
        return !visible.isEmpty && cells.map(\.index) == Array(visible)
            && cells.allSatisfy { $0.cell.showsThumbnail || $0.cell.failureReason != nil }
    }
}

extension ThumbnailCellView {
    /// Whether the cell shows a thumbnail (its texture set, no spinner).
    var showsThumbnail: Bool {
        picture.texture != nil && !spinner.isVisible
    }

    /// The reason the error tile gives ("not found"), nil when it shows none.
    var failureReason: String? {
        reasonLabel.isVisible ? reasonLabel.text.components(separatedBy: "\n").first : nil
    }
}
