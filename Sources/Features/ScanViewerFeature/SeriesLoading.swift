import FeatureSupport
import Foundation
import Observation
import TomoCore
import TomoPipeline

/// Opening a series and preloading its slices: the API's series list, the series and its metadata, how
/// its slices are fetched, and the preload's progress and failures. A child of `ScanViewerModel`, which
/// tells it where the user looks (`focus(on:)`) and hears when a series has opened and a preload ends.
@MainActor
@Observable
public final class SeriesLoading {
    public private(set) var phase: ScanViewerPhase = .idle
    /// The series the API offers; empty when it has no catalog (then there is nothing to pick).
    public private(set) var catalog: [SeriesSummary] = []
    public private(set) var series: Series?
    /// Geometry, rescale and presets; nil when the API does not serve them.
    public private(set) var metadata: SeriesMetadata?
    /// Slices preloaded so far.
    public private(set) var progress = PreloadProgress(total: 0)
    /// Slices the preload could not load, by index, with the reason; the rest are unaffected.
    public private(set) var failedSlices: [Int: String] = [:]
    /// How the open series' slices are fetched; nil before one is open.
    private(set) var source: SliceSource?

    @ObservationIgnored private let environment: ScanViewerEnvironment
    @ObservationIgnored private var preloader: SeriesPreloader?
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    @ObservationIgnored private var preloadTask: Task<Void, Never>?
    /// The series `open` was last asked for (nil: the API's default), which `retryOpening` opens again.
    @ObservationIgnored private var requestedSeriesID: String?
    /// Told when a series has opened, before its preload starts.
    @ObservationIgnored var onOpened: @MainActor () -> Void = {}
    /// Told when a preload (or a retry of its failures) has ended.
    @ObservationIgnored var onPreloadEnded: @MainActor () -> Void = {}

    init(environment: ScanViewerEnvironment) {
        self.environment = environment
    }

    isolated deinit {
        stop()
    }

    public var sliceCount: Int { series?.slices.count ?? 0 }

    /// Whether slices are still arriving: until every one has loaded or failed.
    public var isLoadingSlices: Bool { phase == .ready && !progress.isFinished }

    /// Opens series `id`, or the API's default series, and starts preloading it from slice 0. Returns
    /// when the series is open (or failed); slices keep loading in the background.
    func open(seriesID id: String?) async {
        stop()
        requestedSeriesID = id
        phase = .loadingSeries
        let task = Task { await load(seriesID: id) }
        loadTask = task
        await task.value
    }

    /// Opens again the series last asked for (after it failed to open).
    func retryOpening() async {
        await open(seriesID: requestedSeriesID)
    }

    /// Cancels opening and preloading.
    func stop() {
        loadTask?.cancel()
        preloadTask?.cancel()
    }

    /// Loads next the slices nearest to `index` (where the user looks).
    func focus(on index: Int) {
        preloader?.focus(on: index)
    }

    /// Loads the failed slices again, nearest to `index` first.
    func retryFailedSlices(around index: Int) {
        guard let preloader else { return }
        runPreloader(from: index) { await preloader.retryFailed(around: $0, onProgress: $1) }
    }

    /// The pipeline request behind slice `index` at `priority`; nil without a series or out of range.
    func request(forSlice index: Int, priority: ImagePriority) -> ImageRequest? {
        guard let series, let source, series.slices.indices.contains(index) else { return nil }
        return source.request(for: series.slices[index], in: series, api: environment.api, priority: priority)
    }

    private func load(seriesID: String?) async {
        let api = environment.api, client = environment.client
        do {
            // The catalog and metadata are Tomo extensions: an API without them (`HTTPError.meansAbsent`)
            // still works; any other failure of theirs is an error like the series'.
            let catalog = try await client.sendIfPresent(api.catalog())
            let id = seriesID ?? catalog?.defaultSeriesID
            let series = try await client.send(id.map(api.series(id:)) ?? api.series())
            let metadata = try await client.sendIfPresent(api.metadata(id: series.id))
            guard !Task.isCancelled else { return }
            self.catalog = catalog?.series ?? []
            show(series, metadata: metadata)
        } catch {
            guard !Task.isCancelled else { return }
            phase = .failed(message: ErrorMessage.text(for: error))
        }
    }

    private func show(_ series: Series, metadata: SeriesMetadata?) {
        self.series = series
        self.metadata = metadata
        let source: SliceSource = metadata.map { .stored16(rescale: $0.rescale) } ?? .serverWindowed(.defaultWindow)
        self.source = source
        failedSlices = [:]
        phase = .ready
        onOpened()
        let api = environment.api
        let requests = series.slices.map { source.request(for: $0, in: series, api: api, priority: .normal) }
        let preloader = SeriesPreloader(pipeline: environment.pipeline, requests: requests)
        self.preloader = preloader
        progress = preloader.progress
        runPreloader(from: 0) { await preloader.run(from: $0, onProgress: $1) }
    }

    private func runPreloader(
        from start: Int, _ body: @escaping @Sendable (Int, @escaping @Sendable (PreloadProgress) -> Void) async -> Void
    ) {
        guard let preloader else { return }
        preloadTask?.cancel()
        // Weakly held: a model let go of while preloading is freed, which stops the preload.
        let loading = WeakReference(self)
        preloadTask = Task {
            await body(start) { _ in
                Task { @MainActor in loading.value?.refresh(from: preloader) }
            }
            guard let self = loading.value, !Task.isCancelled else { return }
            self.refresh(from: preloader)
            self.onPreloadEnded()
        }
    }

    /// Publishes the preloader's progress and failures. Reports arrive late and out of order, so each
    /// one only prompts a look at the preloader's current state.
    private func refresh(from reporter: SeriesPreloader) {
        guard reporter === preloader else { return }
        let latest = reporter.progress
        guard latest != progress else { return }
        progress = latest
        var failures: [Int: String] = [:]
        for (index, state) in reporter.states.enumerated() {
            if let error = state.error { failures[index] = ErrorMessage.text(for: error) }
        }
        if failures != failedSlices { failedSlices = failures }
    }
}

/// A weak reference that concurrent work can carry back to the main actor.
@MainActor
final class WeakReference<Value: AnyObject>: Sendable {
    weak var value: Value?

    init(_ value: Value) {
        self.value = value
    }
}
