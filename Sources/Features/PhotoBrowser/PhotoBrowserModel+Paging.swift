import FeatureSupport
import TomoCore

extension PhotoBrowserModel {
    /// Loads the first page of photos, if none is loaded. Returns when it has arrived (or failed).
    public func start() async {
        guard items.isEmpty else { return }
        await pages.loadNext(fetchNextPage)
    }

    /// The banner's action: loads again the page that failed.
    public func retry() async {
        await pages.retry(fetchNextPage)
    }

    /// Starts over from page 1 (Ctrl+R): forgets the photos and their thumbnails' states, cancels their
    /// loads, closes the detail view and loads the list again. Thumbnails still cached come back from there.
    public func reload() async {
        closeDetail()
        selectedIndex = nil
        await thumbnails.reset()
        items = []
        photos.withLock { $0 = [] }
        nextPage = nil
        pages.reset()
        await pages.loadNext(fetchNextPage)
    }

    /// Loads the next page when the window comes within two screens' worth of rows of the last photo.
    func loadNextPageIfNeeded() {
        pages.loadNext(if: thumbnails.windowNearsEnd, fetchNextPage)
    }

    /// Fetches the next page; adding it appends its photos. Picsum links a `next` page from page 1 and
    /// from every full page, the last one included: an empty page, or a page without `next`, ends the list.
    func fetchNextPage() async throws -> @MainActor () -> Bool {
        let api = environment.api
        let page = try await environment.client.send(nextPage.map(api.page(at:)) ?? api.list(page: 1, limit: environment.pageSize))
        return { [self] in
            append(page.photos)
            nextPage = page.next
            return page.photos.isEmpty || page.next == nil
        }
    }

    private func append(_ page: [PicsumPhoto]) {
        photos.withLock { $0 += page }
        let slots = thumbnails.append(count: page.count)
        items += zip(page, slots).map { PhotoListItem(photo: $0, thumbnail: $1) }
    }
}
