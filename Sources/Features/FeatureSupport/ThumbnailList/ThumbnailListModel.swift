import Observation
import TomoCore
import TomoPipeline

/// A thumbnail list's state and behaviour, for any front end (GTK, SwiftUI, tests): what the image grid
/// and the photo browser share, over their `ThumbnailListSource`.
///
/// `start()` loads the first page; the front end then reports what it shows with
/// `show(visible:columns:cellPixelSize:)` as the user scrolls. The model loads the visible thumbnails at
/// high priority and a few rows ahead in the direction of scrolling at low priority, cancels what leaves
/// that range, and loads the next page as the user nears the end of those loaded. A click or Enter
/// opens an item in its detail view (`Source.Detail`), or retries its failed thumbnail; closing the
/// detail view keeps the item selected. Each item's cell state is on its own observable item.
@MainActor
@Observable
public final class ThumbnailListModel<Source: ThumbnailListSource>: ObservationWaiting {
    public typealias Item = ThumbnailListItem<Source.Item>

    // MARK: State the front ends draw

    /// The items loaded so far, in the API's order. Observed through a key path made once (below), not
    /// by the macro: a key path into a generic class is built at run time at every use, demangling its
    /// generic arguments, and the grid reads `items` for every cell it binds (that was 3 % of the main
    /// thread's time while scrolling).
    public internal(set) var items: [Item] {
        get {
            access(keyPath: itemsKeyPath)
            return storedItems
        }
        set {
            withMutation(keyPath: itemsKeyPath) { storedItems = newValue }
        }
        _modify {
            access(keyPath: itemsKeyPath)
            _$observationRegistrar.willSet(self, keyPath: itemsKeyPath)
            defer { _$observationRegistrar.didSet(self, keyPath: itemsKeyPath) }
            yield &storedItems
        }
    }
    @ObservationIgnored private var storedItems: [Item] = []
    @ObservationIgnored private let itemsKeyPath = \ThumbnailListModel.items
    /// The item open in the detail view.
    public internal(set) var detail: Source.Detail?
    /// The item last opened: the list keeps it selected after the detail view closes.
    public internal(set) var selectedIndex: Int?
    /// Whether the status line shows what the caches did (the I key, the menu's toggle).
    public private(set) var isStatisticsShown = false

    /// Whether a page of items is on the way.
    public var isLoadingPage: Bool { pages.isLoading }
    /// Whether the API has no more items.
    public var reachedEnd: Bool { pages.reachedEnd }
    /// A page that failed, with Retry; the items already loaded stay.
    public var banner: Banner? { pages.banner }
    /// What the pipeline has done, refreshed as loads finish.
    public var stats: PipelineStats { thumbnails.stats }

    // MARK: Machinery

    /// Where the items come from.
    public let source: Source
    /// Loads the thumbnails of the items on screen and near it.
    @ObservationIgnored let thumbnails: VisibleThumbnailLoader
    /// The items' values, which the loader's request closure reads off the main actor.
    @ObservationIgnored let values: Locked<[Source.Item]>
    /// Pages through the API as the range nears the end.
    @ObservationIgnored let pages: PageLoader
    /// Where the next page starts; nil before the first.
    @ObservationIgnored var cursor: Source.Cursor?

    /// The list of `source`'s items.
    public init(source: Source) {
        self.source = source
        let values = Locked<[Source.Item]>([])
        self.values = values
        pages = PageLoader(of: source.itemsName)
        thumbnails = VisibleThumbnailLoader(pipeline: source.pipeline, lookaheadRows: source.lookaheadRows) { index, pixelWidth in
            values.withLock { index < $0.count ? $0[index] : nil }.flatMap { source.thumbnailRequest(for: $0, pixelWidth: pixelWidth) }
        }
    }

    /// Tells the model what the front end shows: the items on screen (from the scroll position, not
    /// from which cells are bound), the column count, and a cell's width in pixels. The direction of
    /// scrolling is inferred from the last report unless given. Loads the next page of items when the
    /// range nears the end of those loaded.
    public func show(
        visible: Range<Int>, columns: Int, cellPixelSize: Int, direction: PrefetchRange.Direction? = nil
    ) {
        guard thumbnails.show(visible: visible, columns: columns, cellPixelSize: cellPixelSize, direction: direction)
        else { return }
        loadNextPageIfNeeded()
    }

    /// Loads a failed item's thumbnail again.
    public func retryItem(at index: Int) {
        thumbnails.retry(at: index)
    }

    /// A click or Enter on item `index`: a failed thumbnail loads again, any other item opens in the
    /// detail view.
    public func activateItem(at index: Int) {
        thumbnails.activate(at: index, open: openDetail(at:))
    }

    /// Shows or hides what the caches did in the status line.
    public func toggleStatistics() {
        isStatisticsShown.toggle()
    }

    /// Empties the memory and disk caches (the menu's Clear Caches). Cells keep what they show.
    public func clearCaches() async {
        source.pipeline.removeAllCachedImages()
        await source.pipeline.removeAllCachedData()
        thumbnails.refreshStats()
    }
}
