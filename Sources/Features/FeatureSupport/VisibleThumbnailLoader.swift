import Observation
import TomoCore
import TomoPipeline

/// Loads the thumbnails of a scrolling list or grid from what is on screen: the visible items at high
/// priority, `lookaheadRows` rows ahead in the direction of scrolling at low priority, and nothing
/// else; whatever leaves that range is cancelled (through a `VisibleRangePrefetcher`).
///
/// The owner appends a slot per item as pages of items arrive and forwards the front end's
/// `show(visible:columns:cellPixelSize:direction:)`; `request` makes an item's thumbnail request for a
/// cell size (nil when the item has no image URL). Each slot's state is what its cell shows. A stale
/// result never lands in a slot that now wants another request.
@MainActor
@Observable
public final class VisibleThumbnailLoader {
    /// Rows beyond the range whose cells keep their thumbnails, so that scrolling back a little shows
    /// them at once; farther cells let theirs go (the memory cache still has them).
    public static let retainedRows = 6

    /// One slot per item, in list order.
    public private(set) var slots: [ThumbnailSlot] = []
    /// What the pipeline has done, refreshed as loads finish.
    public private(set) var stats = PipelineStats()
    /// The range last planned; nil before the first `show` and after `reset()`.
    @ObservationIgnored public private(set) var range: PrefetchRange?
    /// The column count last reported.
    @ObservationIgnored public private(set) var columns = 1
    /// The cell side in pixels the thumbnails are made for; 0 before the first `show`.
    @ObservationIgnored public private(set) var cellPixelSize = 0

    private let pipeline: ImagePipeline
    private let lookaheadRows: Int
    private let request: @MainActor (_ index: Int, _ cellPixelSize: Int) -> ImageRequest?
    /// The request each item wants loaded now, by index (nil: nothing to load), read by the prefetcher
    /// off the main actor.
    private let wantedRequests = Locked<[ImageRequest?]>([])
    private let prefetcher: VisibleRangePrefetcher
    /// The visible range last reported (it may run past the items there are so far).
    @ObservationIgnored private var reportedVisible: Range<Int> = 0..<0
    /// Items whose loads start anew with the next range (retried, or resized).
    @ObservationIgnored private var pendingReloads: Set<Int> = []
    @ObservationIgnored private var outcomeTask: Task<Void, Never>?
    @ObservationIgnored private var statsTask: Task<Void, Never>?
    @ObservationIgnored private var statsAreStale = false

    /// A loader through `pipeline`; `request` gives item `index`'s thumbnail request at a cell size.
    public init(
        pipeline: ImagePipeline, lookaheadRows: Int,
        request: @escaping @MainActor (_ index: Int, _ cellPixelSize: Int) -> ImageRequest?
    ) {
        self.pipeline = pipeline
        self.lookaheadRows = max(0, lookaheadRows)
        self.request = request
        let wanted = wantedRequests
        prefetcher = VisibleRangePrefetcher(pipeline: pipeline) { index in
            wanted.withLock { index < $0.count ? $0[index] : nil }
        }
        outcomeTask = Task { [weak self, prefetcher] in
            for await outcome in prefetcher.outcomes {
                self?.apply(outcome)
            }
        }
    }

    isolated deinit {
        outcomeTask?.cancel()
        statsTask?.cancel()
        let prefetcher = prefetcher
        Task { await prefetcher.stop() }
    }

    /// Whether the range has come within two screens' worth of rows of the last slot: time for a list
    /// that pages to load its next page.
    public var rangeNearsEnd: Bool {
        guard let range else { return false }
        let margin = max(range.visible.count, columns) * 2 + range.lookahead
        return range.visible.upperBound + margin >= slots.count
    }

    /// Adds slots for `count` more items and, if a range is shown, plans it again over them.
    /// - Returns: the new slots.
    @discardableResult
    public func append(count: Int) -> [ThumbnailSlot] {
        let first = slots.count
        let added = (first ..< first + max(0, count)).map(ThumbnailSlot.init(index:))
        slots += added
        let requests = added.map(wantedRequest(for:))
        wantedRequests.withLock { $0 += requests }
        if let range { moveRange(direction: range.direction) }
        return added
    }

    /// Forgets every slot and cancels their loads (a reload from the first page).
    public func reset() async {
        await prefetcher.stop()
        slots = []
        wantedRequests.withLock { $0 = [] }
        range = nil
        reportedVisible = 0..<0
        pendingReloads = []
    }

    /// Tells the loader what the front end shows: the items on screen (from the scroll position, not
    /// from which cells are bound), the column count (1 for a list), and a cell's side in pixels. The
    /// direction of scrolling is inferred from the last report unless given.
    /// - Returns: whether the range moved (false when nothing that matters changed).
    @discardableResult
    public func show(
        visible: Range<Int>, columns: Int, cellPixelSize: Int, direction: PrefetchRange.Direction? = nil
    ) -> Bool {
        let columns = max(1, columns), cellPixelSize = max(1, cellPixelSize)
        // A scroll of a few pixels mostly leaves the rows on screen as they were: nothing to do.
        guard visible != reportedVisible || columns != self.columns || cellPixelSize != self.cellPixelSize || range == nil
        else { return false }
        self.columns = columns
        if cellPixelSize != self.cellPixelSize { resize(to: cellPixelSize) }
        let inferred: PrefetchRange.Direction = if visible.lowerBound == reportedVisible.lowerBound {
            range?.direction ?? .forward
        } else {
            visible.lowerBound > reportedVisible.lowerBound ? .forward : .backward
        }
        reportedVisible = visible
        moveRange(direction: direction ?? inferred)
        return true
    }

    /// What a click or Enter on item `index` does in every thumbnail list: a failed thumbnail loads
    /// again, any other item is handed to `open` (the detail view).
    public func activate(at index: Int, open: (Int) -> Void) {
        guard slots.indices.contains(index) else { return }
        if slots[index].state.failure != nil {
            retry(at: index)
        } else {
            open(index)
        }
    }

    /// Loads a failed item's thumbnail again (its cell's click or Enter).
    public func retry(at index: Int) {
        guard slots.indices.contains(index), slots[index].state.failure != nil,
              let request = request(index, cellPixelSize)
        else { return }
        slots[index].state = .loading
        wantedRequests.withLock { $0[index] = request }
        pendingReloads.insert(index)
        if let range { moveRange(direction: range.direction) }
    }

    /// Refreshes `stats` from the pipeline, once at a time, and once more if asked meanwhile.
    public func refreshStats() {
        statsAreStale = true
        guard statsTask == nil else { return }
        statsTask = Task { [weak self, pipeline] in
            while self?.takeStaleStats() == true {
                let stats = await pipeline.stats
                self?.stats = stats
            }
        }
    }

    /// The request a new slot wants, or nil with the slot failed when its item makes no URL (once a cell
    /// size is known).
    private func wantedRequest(for slot: ThumbnailSlot) -> ImageRequest? {
        guard cellPixelSize > 0 else { return nil }
        let wanted = request(slot.index, cellPixelSize)
        if wanted == nil { slot.state = .failed(ImageLoadFailure(.noURL, detail: "the item's fields make no image URL")) }
        return wanted
    }

    /// Makes the range over the reported visible range current: cells near it keep their thumbnails,
    /// visible ones already in the memory cache show them at once, the rest of the range is loading, and
    /// the prefetcher is told.
    private func moveRange(direction: PrefetchRange.Direction) {
        let newRange = PrefetchRange(
            visible: reportedVisible, direction: direction, lookahead: lookaheadRows * columns, count: slots.count)
        range = newRange
        let planned = Set(newRange.plan.map(\.index))
        let margin = Self.retainedRows * columns
        let retained = max(0, newRange.visible.lowerBound - margin) ..< newRange.visible.upperBound + margin
        let wanted = wantedRequests.withLock { $0 }
        for slot in slots {
            let index = slot.index
            switch slot.state {
            case .image where !retained.contains(index) && !planned.contains(index):
                slot.state = .placeholder
                slot.settledRequest = nil
                wantedRequests.withLock { $0[index] = request(index, cellPixelSize) }
                // The prefetcher may not have seen the item leave (it skips superseded ranges) and still
                // hold its finished load: a fresh one must start when the item comes back.
                pendingReloads.insert(index)
            case .loading where !planned.contains(index):
                slot.state = .placeholder
            case .placeholder where planned.contains(index) && wanted[index] != nil:
                if newRange.visible.contains(index), let request = wanted[index],
                   let cached = pipeline.cachedResponse(for: request) {
                    settle(slot, request: request, state: .image(cached.image))
                } else {
                    slot.state = .loading
                }
            default:
                break
            }
        }
        prefetcher.move(to: newRange, reloading: pendingReloads)
        pendingReloads = []
    }

    /// Shows a finished load in its item's cell, unless the item now wants something else.
    private func apply(_ outcome: VisibleRangePrefetcher.Outcome) {
        refreshStats()
        guard slots.indices.contains(outcome.index) else { return }
        let slot = slots[outcome.index]
        guard let wanted = wantedRequests.withLock({ $0[outcome.index] }), wanted.key == outcome.request.key else { return }
        switch outcome.result {
        case .success(let response): settle(slot, request: wanted, state: .image(response.image))
        case .failure(let error): settle(slot, request: wanted, state: .failed(ImageLoadFailure(error)))
        }
    }

    private func settle(_ slot: ThumbnailSlot, request: ImageRequest, state: ThumbnailState) {
        slot.state = state
        slot.settledRequest = request
        wantedRequests.withLock { $0[slot.index] = nil }
    }

    /// New cell size: every item wants its thumbnail at the new size. Cells keep showing the old one
    /// until it arrives; failed items stay failed until retried.
    private func resize(to pixelSize: Int) {
        cellPixelSize = pixelSize
        let requests = slots.map { slot -> ImageRequest? in
            guard slot.state.failure == nil else { return nil }
            let request = wantedRequest(for: slot)
            return request?.key == slot.settledRequest?.key ? nil : request
        }
        wantedRequests.withLock { $0 = requests }
        pendingReloads.formUnion(slots.indices)
    }

    private func takeStaleStats() -> Bool {
        defer { statsAreStale = false }
        if !statsAreStale { statsTask = nil }
        return statsAreStale
    }
}
