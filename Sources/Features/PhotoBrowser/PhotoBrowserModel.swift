import FeatureSupport
import Foundation
import Observation
import TomoCore
import TomoPipeline

/// The photo browser's state and behaviour, for any front end (GTK, SwiftUI, tests).
///
/// `start()` loads the first page of Picsum's list; the front end then reports what it shows with
/// `show(visible:columns:cellPixelSize:)` as the user scrolls, exactly as the image grid does: visible
/// thumbnails load first, a few rows ahead next, what is scrolled past is cancelled, and the next page
/// (by the `Link` header's `rel="next"`) loads as the user nears the end. `openDetail(at:)` opens a photo
/// in a `PhotoDetailModel`; closing it keeps the selection.
@MainActor
@Observable
public final class PhotoBrowserModel: ObservationWaiting {
    // MARK: State the front ends draw

    /// The photos loaded so far, in list order.
    public internal(set) var items: [PhotoListItem] = []
    /// Whether a page of photos is on the way.
    public var isLoadingPage: Bool { pages.isLoading }
    /// Whether the list has no more photos (an empty page, or no `next` link).
    public var reachedEnd: Bool { pages.reachedEnd }
    /// A page that failed, with Retry; the photos already loaded stay.
    public var banner: Banner? { pages.banner }
    /// The photo open in the detail view.
    public internal(set) var detail: PhotoDetailModel?
    /// The photo last opened: the list keeps it selected after the detail view closes.
    public internal(set) var selectedIndex: Int?

    // MARK: Machinery

    /// What the model talks to.
    public let environment: PhotoBrowserEnvironment
    /// Loads the thumbnails of the photos on screen and near it.
    let thumbnails: VisibleThumbnailLoader
    /// The photos' list entries, which the loader's request closure reads.
    let photos: Locked<[PicsumPhoto]>
    /// Pages through the list as the window nears the end.
    let pages = PageLoader(of: "photos")
    /// The page to load next; nil before the first.
    @ObservationIgnored var nextPage: URL?

    public init(environment: PhotoBrowserEnvironment) {
        self.environment = environment
        let api = environment.api
        let photos = Locked<[PicsumPhoto]>([])
        self.photos = photos
        thumbnails = VisibleThumbnailLoader(pipeline: environment.pipeline, lookaheadRows: environment.lookaheadRows) { index, pixelWidth in
            photos.withLock { index < $0.count ? $0[index] : nil }
                .map { PhotoSizing.thumbnailRequest(for: $0, api: api, pixelWidth: pixelWidth) }
        }
    }

    /// Tells the model what the front end shows: the photos on screen (from the scroll position), the
    /// column count (1 for a list) and a tile's width in pixels; thumbnails are 3:2 at that width. Loads
    /// the next page when the window nears the end of the photos loaded.
    public func show(
        visible: Range<Int>, columns: Int, cellPixelSize: Int, direction: PrefetchWindow.Direction? = nil
    ) {
        guard thumbnails.show(visible: visible, columns: columns, cellPixelSize: cellPixelSize, direction: direction)
        else { return }
        loadNextPageIfNeeded()
    }

    /// Loads a failed photo's thumbnail again (its tile's click or Enter).
    public func retryItem(at index: Int) {
        thumbnails.retry(at: index)
    }

    /// A click or Enter on photo `index`: a failed thumbnail loads again, any other photo opens in the
    /// detail view.
    public func activateItem(at index: Int) {
        thumbnails.activate(at: index, open: openDetail(at:))
    }

    /// What the pipeline has done, refreshed as loads finish.
    public var stats: PipelineStats { thumbnails.stats }

    /// What the list holds, for the status line: "90 photos so far", "1000 photos".
    public var summaryText: String { pages.countText(items.count) }

    /// `summaryText` and what the caches did, for the status line with statistics: "90 photos so far ·
    /// memory hits 40 · …".
    public var statusText: String {
        ([summaryText] + stats.cacheSummary).joined(separator: " · ")
    }
}
