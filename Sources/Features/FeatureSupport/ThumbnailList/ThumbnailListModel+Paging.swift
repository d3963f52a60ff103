extension ThumbnailListModel {
    /// Loads the first page, if none is loaded. Returns when it has arrived (or failed).
    public func start() async {
        guard items.isEmpty else { return }
        await pages.loadNext(fetchNextPage)
    }

    /// The banner's action: loads again the page that failed.
    public func retry() async {
        await pages.retry(fetchNextPage)
    }

    /// Starts over from the first page (Ctrl+R): closes the detail view, forgets the items and their
    /// cell states, cancels their loads, and loads the list again. Thumbnails still in the caches come
    /// back from there.
    public func reload() async {
        closeDetail()
        selectedIndex = nil
        await thumbnails.reset()
        items = []
        values.withLock { $0 = [] }
        cursor = nil
        pages.reset()
        await pages.loadNext(fetchNextPage)
    }

    /// Loads pages while the range is within two screens' worth of rows of the last item.
    func loadNextPageIfNeeded() {
        guard thumbnails.rangeNearsEnd else { return }
        pages.startLoading(fetchNextPage) { [thumbnails] in thumbnails.rangeNearsEnd }
    }

    /// Loads the next page now, unless one is on its way, the list has ended or a page failed.
    func loadNextPage() {
        pages.startLoading(fetchNextPage)
    }

    /// Fetches the page after the items loaded; adding it appends it and starts its visible thumbnails.
    private func fetchNextPage() async throws -> @MainActor () -> Bool {
        let source = source, cursor = cursor, loaded = items.count
        let page = try await source.page(after: cursor, loaded: loaded)
        return { [self] in
            append(page.items)
            self.cursor = page.next
            return page.next == nil
        }
    }

    private func append(_ page: [Source.Item]) {
        values.withLock { $0 += page }
        let slots = thumbnails.append(count: page.count)
        items += zip(page, slots).map { Item(value: $0, text: source.cellText(for: $0), thumbnail: $1) }
    }
}
