import TomoCore
import TomoPipeline

extension ImageGridModel {
    /// Rows beyond the window whose cells keep their thumbnails, so that scrolling back a little shows
    /// them at once; farther cells let theirs go (the memory cache still has them).
    static let retainedRows = 6

    /// Tells the model what the front end shows: the items on screen (from the scroll position, not
    /// from which cells are bound), the column count, and a cell's side in pixels. The direction of
    /// scrolling is inferred from the last report unless given.
    public func show(
        visible: Range<Int>, columns: Int, cellPixelSize: Int, direction: PrefetchWindow.Direction? = nil
    ) {
        // A scroll of a few pixels mostly leaves the rows on screen as they were: nothing to do.
        guard visible != reportedVisible || max(1, columns) != self.columns || max(1, cellPixelSize) != self.cellPixelSize
            || window == nil
        else { return }
        self.columns = max(1, columns)
        if max(1, cellPixelSize) != self.cellPixelSize { resize(to: max(1, cellPixelSize)) }
        let inferred: PrefetchWindow.Direction = if visible.lowerBound == reportedVisible.lowerBound {
            window?.direction ?? .forward
        } else {
            visible.lowerBound > reportedVisible.lowerBound ? .forward : .backward
        }
        reportedVisible = visible
        moveWindow(direction: direction ?? inferred)
    }

    /// Loads a failed item's thumbnail again (its tile's click or Enter).
    public func retryItem(at index: Int) {
        guard items.indices.contains(index), items[index].state.failure != nil,
              let request = request(for: items[index])
        else { return }
        items[index].state = .loading
        wantedRequests.withLock { $0[index] = request }
        pendingReloads.insert(index)
        if let window { moveWindow(direction: window.direction) }
    }

    /// The request of `item`'s thumbnail at the current cell size.
    func request(for item: GridItem) -> ImageRequest? {
        GridThumbnail.request(for: item.coverage, api: environment.api, pixelSize: cellPixelSize)
    }

    /// Makes the window over the reported visible range current: cells near it keep their thumbnails,
    /// visible ones already in the memory cache show them at once, the rest of the window is loading, and
    /// the prefetcher is told; then the next page is loaded if the window nears the end.
    func moveWindow(direction: PrefetchWindow.Direction) {
        let lookahead = environment.lookaheadRows * columns
        let newWindow = PrefetchWindow(visible: reportedVisible, direction: direction, lookahead: lookahead, count: items.count)
        window = newWindow
        let planned = Set(newWindow.plan.map(\.index))
        let margin = Self.retainedRows * columns
        let retained = max(0, newWindow.visible.lowerBound - margin) ..< newWindow.visible.upperBound + margin
        let wanted = wantedRequests.withLock { $0 }
        for item in items {
            let index = item.index
            switch item.state {
            case .image where !retained.contains(index) && !planned.contains(index):
                item.state = .placeholder
                item.settledRequest = nil
                wantedRequests.withLock { $0[index] = request(for: item) }
                // The prefetcher may not have seen the item leave (it skips superseded windows) and still
                // hold its finished load: a fresh one must start when the item comes back.
                pendingReloads.insert(index)
            case .loading where !planned.contains(index):
                item.state = .placeholder
            case .placeholder where planned.contains(index) && wanted[index] != nil:
                if newWindow.visible.contains(index), let request = wanted[index],
                   let cached = environment.pipeline.cachedResponse(for: request) {
                    settle(item, request: request, state: .image(cached.image))
                } else {
                    item.state = .loading
                }
            default:
                break
            }
        }
        prefetcher.move(to: newWindow, reloading: pendingReloads)
        pendingReloads = []
        loadNextPageIfNeeded()
    }

    /// Shows a finished load in its item's cell, unless the item now wants something else.
    func apply(_ outcome: VisibleRangePrefetcher.Outcome) {
        refreshStats()
        guard items.indices.contains(outcome.index) else { return }
        let item = items[outcome.index]
        guard let wanted = wantedRequests.withLock({ $0[outcome.index] }), wanted.key == outcome.request.key else { return }
        switch outcome.result {
        case .success(let response): settle(item, request: wanted, state: .image(response.image))
        case .failure(let error): settle(item, request: wanted, state: .failed(GridLoadFailure(error)))
        }
    }

    private func settle(_ item: GridItem, request: ImageRequest, state: GridCellState) {
        item.state = state
        item.settledRequest = request
        wantedRequests.withLock { $0[item.index] = nil }
    }

    /// New cell size: every item wants its thumbnail at the new size. Cells keep showing the old one
    /// until it arrives; failed items stay failed until retried.
    private func resize(to pixelSize: Int) {
        cellPixelSize = pixelSize
        let requests = items.map { item -> ImageRequest? in
            guard item.state.failure == nil else { return nil }
            let request = request(for: item)
            if request == nil { item.state = .failed(GridLoadFailure(.noURL, detail: "the item's thumbnail fields make no URL")) }
            return request?.key == item.settledRequest?.key ? nil : request
        }
        wantedRequests.withLock { $0 = requests }
        pendingReloads.formUnion(items.indices)
    }

    /// Refreshes `stats` from the pipeline, once at a time, and once more if asked meanwhile.
    func refreshStats() {
        statsAreStale = true
        guard statsTask == nil else { return }
        statsTask = Task { [weak self, pipeline = environment.pipeline] in
            while self?.takeStaleStats() == true {
                let stats = await pipeline.stats
                self?.stats = stats
            }
        }
    }

    private func takeStaleStats() -> Bool {
        defer { statsAreStale = false }
        if !statsAreStale { statsTask = nil }
        return statsAreStale
    }
}
