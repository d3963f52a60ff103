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
    public var isLoadingPage: Bool { pages.isLoading }
    /// Whether the API has no more items.
    public var reachedEnd: Bool { pages.reachedEnd }
    /// A page that failed, with Retry; the items already loaded stay.
    public var banner: Banner? { pages.banner }
    /// The item open in the detail view.
    public internal(set) var detail: GridDetail?

    // MARK: Machinery

    /// What the model talks to.
    public let environment: ImageGridEnvironment
    /// Loads the thumbnails of the items on screen and near it.
    let thumbnails: VisibleThumbnailLoader
    /// The items' coverages, which the loader's request closure reads.
    let coverages: Locked<[MediaCoverage]>
    /// Pages through the API as the window nears the end.
    let pages = PageLoader(of: "images")
    @ObservationIgnored var detailTask: Task<Void, Never>?

    public init(environment: ImageGridEnvironment) {
        self.environment = environment
        let api = environment.api
        let coverages = Locked<[MediaCoverage]>([])
        self.coverages = coverages
        thumbnails = VisibleThumbnailLoader(pipeline: environment.pipeline, lookaheadRows: environment.lookaheadRows) { index, pixelSize in
            coverages.withLock { index < $0.count ? $0[index] : nil }
                .flatMap { GridThumbnail.request(for: $0, api: api, pixelSize: pixelSize) }
        }
    }

    isolated deinit {
        detailTask?.cancel()
    }
}
