import FeatureSupport
import Foundation
import Observation
import TomoCore
import TomoPipeline

/// The image grid's state and behaviour, for any front end (GTK, SwiftUI, tests).
///
/// `start()` loads the first page of media coverages; the front end then reports what it shows with
/// `show(visible:columns:cellPixelSize:)` as the user scrolls. The model loads the visible thumbnails at
/// high priority and a few rows ahead in the direction of scrolling at low priority, cancels what leaves
/// that window, and loads the next page of items as the user nears the end of those loaded. Each item's
/// cell state is on its own observable `GridItem`. All work runs off the main actor.
@MainActor
@Observable
public final class ImageGridModel: ObservationWaiting {
    // MARK: State the front ends draw

    /// The items loaded so far, in the API's order.
    public internal(set) var items: [GridItem] = []
    /// Whether a page of items is on the way.
    public internal(set) var isLoadingPage = false
    /// Whether the API has no more items.
    public internal(set) var reachedEnd = false
    /// A page that failed, with Retry; the items already loaded stay.
    public internal(set) var banner: Banner?
    /// What the pipeline has done, refreshed as loads finish.
    public internal(set) var stats = PipelineStats()
    /// The item open in the detail view.
    public internal(set) var detail: GridDetail?

    // MARK: Machinery

    /// What the model talks to.
    public let environment: ImageGridEnvironment
    /// The request each item wants loaded now, by index (nil: nothing to load), read by the prefetcher
    /// off the main actor.
    let wantedRequests = Locked<[ImageRequest?]>([])
    let prefetcher: VisibleRangePrefetcher
    /// The cell size in pixels the thumbnails are made for.
    @ObservationIgnored var cellPixelSize = 0
    @ObservationIgnored var columns = GridLayout.columnRange.lowerBound
    /// The visible range the front end last reported (it may run past the items loaded so far).
    @ObservationIgnored var reportedVisible: Range<Int> = 0..<0
    @ObservationIgnored var window: PrefetchWindow?
    /// Items whose loads start anew with the next window (retried, or resized).
    @ObservationIgnored var pendingReloads: Set<Int> = []
    @ObservationIgnored var pageTask: Task<Void, Never>?
    @ObservationIgnored var outcomeTask: Task<Void, Never>?
    @ObservationIgnored var detailTask: Task<Void, Never>?
    @ObservationIgnored var statsTask: Task<Void, Never>?
    @ObservationIgnored var statsAreStale = false

    public init(environment: ImageGridEnvironment) {
        self.environment = environment
        let wanted = wantedRequests
        prefetcher = VisibleRangePrefetcher(pipeline: environment.pipeline) { index in
            wanted.withLock { index < $0.count ? $0[index] : nil }
        }
        outcomeTask = Task { [weak self, prefetcher] in
            for await outcome in prefetcher.outcomes {
                self?.apply(outcome)
            }
        }
    }

    isolated deinit {
        for task in [pageTask, outcomeTask, detailTask, statsTask] { task?.cancel() }
        let prefetcher = prefetcher
        Task { await prefetcher.stop() }
    }
}
