import FeatureSupport
import TomoCore
import TomoPipeline

extension ImageGridModel {
    /// Loads the first page of items, if none is loaded. Returns when it has arrived (or failed).
    public func start() async {
        guard items.isEmpty else { return }
        await pages.loadNext(fetchNextPage)
    }

    /// The banner's action: loads again the page that failed.
    public func retry() async {
        await pages.retry(fetchNextPage)
    }

    /// Starts over from the first page (Ctrl+R): forgets the items and their cell states, cancels their
    /// loads, and loads the list again. Thumbnails still in the caches come back from there.
    public func reload() async {
        await thumbnails.reset()
        items = []
        coverages.withLock { $0 = [] }
        pages.reset()
        await pages.loadNext(fetchNextPage)
    }

    /// Loads the next page when the window comes within two screens' worth of rows of the last item.
    func loadNextPageIfNeeded() {
        pages.loadNext(if: thumbnails.windowNearsEnd, fetchNextPage)
    }

    /// Fetches the page after the items loaded; adding it appends it and starts its visible thumbnails.
    /// An empty or short page ends the list.
    private func fetchNextPage() async throws -> @MainActor () -> Bool {
        let limit = environment.pageSize
        let page = try await environment.client.send(environment.api.list(offset: items.count, limit: limit))
        return { [self] in
            append(page)
            return page.count < limit
        }
    }

    private func append(_ page: [MediaCoverage]) {
        coverages.withLock { $0 += page }
        let slots = thumbnails.append(count: page.count)
        items += zip(page, slots).map { GridItem(coverage: $0, thumbnail: $1) }
    }
}
