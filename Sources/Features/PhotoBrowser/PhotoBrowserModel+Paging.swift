import FeatureSupport
import TomoCore

extension PhotoBrowserModel {
    /// Loads the first page of photos, if none is loaded. Returns when it has arrived (or failed).
    public func start() async {
        guard items.isEmpty, !isLoadingPage, !reachedEnd else { return }
        await loadNextPage()
    }

    /// The banner's action: loads again the page that failed.
    public func retry() async {
        guard banner != nil else { return }
        banner = nil
        await loadNextPage()
    }

    /// Starts over from page 1 (Ctrl+R): forgets the photos and their thumbnails' states, cancels their
    /// loads, closes the detail view and loads the list again. Thumbnails still cached come back from there.
    public func reload() async {
        pageTask?.cancel()
        closeDetail()
        selectedIndex = nil
        await thumbnails.reset()
        items = []
        photos.withLock { $0 = [] }
        nextPage = nil
        reachedEnd = false
        banner = nil
        isLoadingPage = false
        await loadNextPage()
    }

    /// Loads the next page when the window comes within two screens' worth of rows of the last photo.
    func loadNextPageIfNeeded() {
        guard thumbnails.windowNearsEnd, !reachedEnd, !isLoadingPage, banner == nil else { return }
        pageTask = Task { await loadNextPage() }
    }

    /// Fetches the next page and appends it. Picsum links a `next` page from page 1 and from every full
    /// page, the last one included: an empty page, or a page without `next`, ends the list. A failure
    /// shows the banner and keeps what is loaded.
    func loadNextPage() async {
        guard !isLoadingPage, !reachedEnd else { return }
        isLoadingPage = true
        defer { isLoadingPage = false }
        let api = environment.api
        let endpoint = nextPage.map(api.page(at:)) ?? api.list(page: 1, limit: environment.pageSize)
        let count = items.count
        do {
            let page = try await environment.client.send(endpoint)
            guard !Task.isCancelled, items.count == count else { return }
            append(page.photos)
            nextPage = page.next
            reachedEnd = page.photos.isEmpty || page.next == nil
        } catch {
            guard !Task.isCancelled else { return }
            banner = Banner("Could not load more photos: \(ErrorMessage.text(for: error))")
        }
    }

    private func append(_ page: [PicsumPhoto]) {
        photos.withLock { $0 += page }
        let slots = thumbnails.append(count: page.count)
        items += zip(page, slots).map { PhotoListItem(photo: $0, thumbnail: $1) }
    }
}
