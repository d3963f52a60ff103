import FeatureSupport
import Foundation
import Observation
import TomoCore
import TomoPipeline
import TomoSeries

/// Opening a series and preloading its slices: the source's series list, the open series, and the
/// preload's progress and failures. A child of `ScanViewerModel`, which tells it where the user looks
/// (`focus(on:)`) and hears when a series has opened and a preload ends.
@MainActor
@Observable
public final class SeriesLoading {
    public private(set) var phase: ScanViewerPhase = .idle
    /// The series the source offers (one, for an API without a catalog).
    public private(set) var catalog: [SeriesEntry] = [] {
        didSet { spansStudies = Set(catalog.compactMap(\.studyInstanceUID)).count > 1 }
    }
    /// Whether the catalog's series belong to more than one study (files of several: Compare with Prior looks
    /// among them).
    public private(set) var spansStudies = false
    /// The open series: what it is, how to show it, each slice.
    public private(set) var series: (any OpenedSeries)?
    /// Slices preloaded so far.
    public private(set) var progress = PreloadProgress(total: 0)
    /// Slices the preload could not load, by index, with the reason; the rest are unaffected.
    public private(set) var failedSlices: [Int: String] = [:]

    /// Where the series come from.
    @ObservationIgnored private(set) var source: any SeriesSource
    @ObservationIgnored private var preloader: SeriesPreloader?
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    @ObservationIgnored private var preloadTask: Task<Void, Never>?
    /// The series `open` was last asked for (nil: the source's default), which `retryOpening` opens again.
    @ObservationIgnored private var requestedSeriesID: String?
    /// Told when the user is to choose among the catalog's series.
    @ObservationIgnored var onChoosing: @MainActor () -> Void = {}
    /// Told when a series has opened, before its preload starts.
    @ObservationIgnored var onOpened: @MainActor () -> Void = {}
    /// Told when a preload (or a retry of its failures) has ended.
    @ObservationIgnored var onPreloadEnded: @MainActor () -> Void = {}
    /// Called when more slices have loaded or failed.
    @ObservationIgnored var onProgress: @MainActor () -> Void = {}
    /// Asked which series of the catalog to open where none is named and the source names no default (a hanging
    /// protocol's choice); nil: its only series, or the user chooses among several.
    @ObservationIgnored var chooseSeries: @MainActor ([SeriesEntry]) async -> String? = { _ in nil }

    init(source: any SeriesSource) {
        self.source = source
    }

    isolated deinit {
        stop()
    }

    public var sliceCount: Int { series?.sliceCount ?? 0 }

    /// Whether slices are still arriving: until every one has loaded or failed.
    public var isLoadingSlices: Bool { phase == .ready && !progress.isFinished }

    /// Opens series `id`, or the source's default series (else the one `chooseSeries` chooses), and starts
    /// preloading it from slice 0; a source of several series that names no default, where none is chosen, asks
    /// the user to choose instead (`.choosingSeries`).
    /// Returns when the series is open (or failed, or the choice is up to the user); slices keep loading
    /// in the background.
    func open(seriesID id: String?) async {
        stop()
        requestedSeriesID = id
        phase = .loadingSeries
        let task = Task { await load(seriesID: id) }
        loadTask = task
        await task.value
    }

    /// Makes `source` the one series come from; `open(seriesID:)` then opens from it.
    func replaceSource(with source: any SeriesSource) {
        stop()
        self.source = source
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

    private func load(seriesID: String?) async {
        let source = source
        do {
            if let seriesID {
                // A series named is opened first (a PACS then reads that series' metadata alone, not every
                // series'); the list for the series menu follows, the series showing meanwhile.
                let series = try await source.openSeries(id: seriesID)
                guard !Task.isCancelled else { return }
                if !catalog.contains(where: { $0.id == seriesID }) { catalog = [series.entry] }
                show(series)
                if let all = try? await source.listSeries(), !Task.isCancelled { catalog = all }
                return
            }
            let catalog = try await source.listSeries()
            guard !Task.isCancelled else { return }
            if !source.offersDefaultSeries, let chosen = await chooseSeries(catalog), catalog.contains(where: { $0.id == chosen }),
               !Task.isCancelled {
                let series = try await source.openSeries(id: chosen)
                guard !Task.isCancelled else { return }
                self.catalog = catalog
                show(series)
                return
            }
            if !source.offersDefaultSeries, catalog.count > 1 {
                guard !Task.isCancelled else { return }
                self.catalog = catalog
                series = nil
                preloader = nil
                progress = PreloadProgress(total: 0)
                failedSlices = [:]
                phase = .choosingSeries
                onChoosing()
                return
            }
            let series = try await source.openSeries(id: nil)
            guard !Task.isCancelled else { return }
            self.catalog = catalog
            show(series)
        } catch {
            guard !Task.isCancelled else { return }
            if let error = error as? HTTPError, error.needsAuthentication {
                phase = .needsCredentials(server: HTTPError.hostAndPort(of: error.url), message: ErrorMessage.text(for: error))
            } else {
                phase = .failed(message: ErrorMessage.text(for: error))
            }
        }
    }

    /// Shows `series` and preloads it. Its preload's progress is in place before `onOpened` runs, so that what
    /// draws on opening sees its slices still to come, never the last series' (or no series') finished count.
    private func show(_ series: any OpenedSeries) {
        let preloader = SeriesPreloader(count: series.sliceCount, concurrency: series.fillConcurrency) {
            try await series.fillSlice(at: $0)
        }
        self.series = series
        self.preloader = preloader
        progress = preloader.progress
        failedSlices = [:]
        phase = .ready
        onOpened()
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
        onProgress()
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
