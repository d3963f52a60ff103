extension ThumbnailListModel: KeyActionPerforming {
    public typealias Action = ThumbnailListAction<Source.Detail.Action>

    /// Every thumbnail list's keys, then its detail view's own. The grid's arrows and Enter are the front
    /// end's (its grid widget moves the focus and activates the cell: `activateItem(at:)`).
    public nonisolated static var keys: KeyTable<Action> {
        KeyTable([
            .init(
                "arrows, Page Up / Page Down, Home / End",
                "move through the cells (End: the last item loaded, which brings the next page)"),
            .init("Enter, click", "open the item large, or retry a failed thumbnail"),
            .init("← → (in the detail view)", "previous / next item", [
                (.named(.left), .previousItem), (.named(.right), .nextItem),
            ]),
            .init("Enter (in the detail view)", "load a failed image again", [.named(.enter)], to: .retryDetail),
            .init("Escape", "back to the list, the item still selected", [.named(.escape)], to: .closeDetail),
            .init("I", "show / hide what the caches did: memory hits, disk hits, network loads, cancelled loads, in flight",
                  [.character("i")], to: .toggleStatistics),
            .init("Ctrl+R, F5", "reload the list from the first page (thumbnails come back from the caches)",
                  [.control("r"), .named(.f5)], to: .reload),
        ] + Source.Detail.keys.rows.map { row in
            .init(row.keys, row.does, row.bindings.map { ($0.chord, Action.detail($0.action)) })
        })
    }

    @discardableResult
    public func perform(_ action: Action) -> Bool {
        switch action {
        case .reload: Task { await reload() }
        case .toggleStatistics: toggleStatistics()
        case .closeDetail:
            guard detail != nil else { return false }
            closeDetail()
        case .previousItem:
            guard detail != nil else { return false }
            showPreviousItem()
        case .nextItem:
            guard detail != nil else { return false }
            showNextItem()
        case .retryDetail:
            guard let detail, detail.failure != nil else { return false }
            detail.retry()
        case .detail(let action):
            guard let detail else { return false }
            return detail.perform(action)
        }
        return true
    }
}
