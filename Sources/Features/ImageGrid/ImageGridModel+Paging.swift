import FeatureSupport
import TomoCore
import TomoPipeline

extension ImageGridModel {
    /// Loads the first page of items, if none is loaded. Returns when it has arrived (or failed).
    public func start() async {
        guard items.isEmpty, !isLoadingPage else { return }
        await loadNextPage()
    }

    /// The banner's action: loads again the page that failed.
    public func retry() async {
        guard banner != nil else { return }
        banner = nil
        await loadNextPage()
    }

    /// Starts over from the first page (Ctrl+R): forgets the items and their cell states, cancels their
    /// loads, and loads the list again. Thumbnails still in the caches come back from there.
    public func reload() async {
        pageTask?.cancel()
        await thumbnails.reset()
        items = []
        coverages.withLock { $0 = [] }
        reachedEnd = false
        banner = nil
        isLoadingPage = false
        await loadNextPage()
    }

    /// Loads the next page when the window comes within two screens' worth of rows of the last item.
    func loadNextPageIfNeeded() {
        guard thumbnails.windowNearsEnd, !reachedEnd, !isLoadingPage, banner == nil else { return }
        pageTask = Task { await loadNextPage() }
    }

    /// Fetches the page after the items loaded, appends it and starts its visible thumbnails. An empty or
    /// short page ends the list; a failure shows the banner.
    func loadNextPage() async {
        guard !isLoadingPage, !reachedEnd else { return }
        isLoadingPage = true
        defer { isLoadingPage = false }
        let offset = items.count, limit = environment.pageSize
        do {
            let page = try await environment.client.send(environment.api.list(offset: offset, limit: limit))
            guard !Task.isCancelled, items.count == offset else { return }
            append(page)
            reachedEnd = page.count < limit
        } catch {
            guard !Task.isCancelled else { return }
            banner = Banner("Could not load more images: \(ErrorMessage.text(for: error))")
        }
    }

    private func append(_ page: [MediaCoverage]) {
        coverages.withLock { $0 += page }
        let slots = thumbnails.append(count: page.count)
        items += zip(page, slots).map { GridItem(coverage: $0, thumbnail: $1) }
    }
}
