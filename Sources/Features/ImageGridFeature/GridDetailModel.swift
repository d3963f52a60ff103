import FeatureSupport
import Observation
import TomoCore
import TomoImaging
import TomoPipeline

/// The detail view of one item of the grid: its thumbnail at once, then its large image (the best
/// quality, whole).
@MainActor
@Observable
public final class GridDetailModel: ObservationWaiting {
    /// The item's position in the list.
    public let index: Int
    public let coverage: MediaCoverage
    /// The grid's thumbnail, for the view to show scaled up until `image` is there.
    public let preview: Bitmap?
    /// The large image; nil until it arrives.
    public private(set) var largeImage: Bitmap?
    /// Why the large image did not load; `retry()` loads it again.
    public private(set) var failure: ImageLoadFailure?

    @ObservationIgnored private let environment: ImageGridEnvironment
    @ObservationIgnored private var loadTask: Task<Void, Never>?

    /// The detail view of `coverage`, loading its large image at once.
    init(index: Int, coverage: MediaCoverage, preview: Bitmap?, environment: ImageGridEnvironment) {
        self.index = index
        self.coverage = coverage
        self.preview = preview
        self.environment = environment
        load()
    }

    isolated deinit {
        loadTask?.cancel()
    }

    /// The article's headline.
    public var title: String { coverage.title }

    /// Whether the large image is on its way.
    public var isBusy: Bool { largeImage == nil && failure == nil }

    /// What the view shows: the large image, else the thumbnail.
    public var image: Bitmap? { largeImage ?? preview }

    /// The large image is the best quality whole, whatever the view's size.
    public func setViewPixelSize(width: Int, height: Int) {}

    /// Loads the large image again after a failure.
    public func retry() {
        guard failure != nil else { return }
        load()
    }

    private func load() {
        failure = nil
        guard let request = GridThumbnail.largeRequest(for: coverage, api: environment.api) else {
            failure = ImageLoadFailure(.noURL, detail: "no image URL")
            return
        }
        let pipeline = environment.pipeline
        loadTask = Task { [weak self] in
            do {
                let image = try await pipeline.image(for: request)
                guard !Task.isCancelled else { return }
                self?.largeImage = image
            } catch is CancellationError {
            } catch {
                guard !Task.isCancelled else { return }
                self?.failure = ImageLoadFailure(error)
            }
        }
    }
}

extension GridDetailModel: ThumbnailDetail {
    /// The grid's detail view has no keys of its own.
    public nonisolated static let keys = KeyTable<Never>([])

    public func perform(_ action: Never) -> Bool {}
}
