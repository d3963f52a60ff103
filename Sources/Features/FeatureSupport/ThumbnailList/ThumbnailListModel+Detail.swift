extension ThumbnailListModel {
    /// Opens item `index` in the detail view, showing its thumbnail until its own image arrives and
    /// keeping what the user chose in the detail view open before.
    public func openDetail(at index: Int) {
        guard items.indices.contains(index) else { return }
        let item = items[index]
        selectedIndex = index
        detail = source.makeDetail(index: index, item: item.value, preview: item.state.image, carryingOver: detail)
    }

    /// Closes the detail view (Escape); the list keeps the item selected.
    public func closeDetail() {
        detail = nil
    }

    /// Shows the next item in the detail view (→), bringing the next page when it nears the end.
    public func showNextItem() {
        guard let index = detail?.index, index + 1 < items.count else { return }
        openDetail(at: index + 1)
        if index + 2 >= items.count { loadNextPage() }
    }

    /// Shows the previous item in the detail view (←).
    public func showPreviousItem() {
        guard let index = detail?.index, index > 0 else { return }
        openDetail(at: index - 1)
    }
}
