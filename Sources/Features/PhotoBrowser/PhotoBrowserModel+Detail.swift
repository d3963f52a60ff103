extension PhotoBrowserModel {
    /// Opens photo `index` in the detail view, showing its list thumbnail until the photo arrives.
    public func openDetail(at index: Int) {
        guard items.indices.contains(index) else { return }
        let item = items[index]
        let previous = detail
        selectedIndex = index
        detail = PhotoDetailModel(
            index: index, photo: item.photo, preview: item.state.image, environment: environment,
            carryingOver: previous)
    }

    /// Closes the detail view (Escape); the list keeps the photo selected.
    public func closeDetail() {
        detail = nil
    }

    /// Shows the next photo of the list in the detail view (Right arrow), keeping the filter.
    public func showNextPhoto() {
        guard let index = detail?.index, index + 1 < items.count else { return }
        openDetail(at: index + 1)
        pages.loadNext(if: index + 2 >= items.count, fetchNextPage)
    }

    /// Shows the previous photo in the detail view (Left arrow), keeping the filter.
    public func showPreviousPhoto() {
        guard let index = detail?.index, index > 0 else { return }
        openDetail(at: index - 1)
    }
}
