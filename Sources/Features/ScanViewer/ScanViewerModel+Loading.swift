import FeatureSupport
import Foundation
import TomoCore
import TomoPipeline

extension ScanViewerModel {
    /// Opens series `id`, or the API's default series, and starts preloading it.
    /// Returns when the series is open (or failed); slices keep loading in the background.
    public func open(seriesID id: String? = nil) async {
        stopWork()
        requestedSeriesID = id
        phase = .loadingSeries
        let task = Task { await load(seriesID: id) }
        loadTask = task
        await task.value
    }

    /// Tries again what failed, as the banner's action: opening the series last asked for, else the
    /// slice under the slider and every other slice that failed.
    public func retry() async {
        if case .failed = phase {
            await open(seriesID: requestedSeriesID)
        } else if currentSliceError != nil || !failedSlices.isEmpty {
            retryFailedSlices()
        }
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
            phase = .failed(message: Self.message(for: error))
        }
    }

    private func show(_ series: Series, metadata: SeriesMetadata?) {
        self.series = series
        self.metadata = metadata
        source = metadata.map { .stored16(rescale: $0.rescale) } ?? .serverWindowed(.defaultWindow)
        window = metadata?.defaultWindow
        selectedPresetName = metadata?.windowPresets.first { $0.window == metadata?.defaultWindow }?.name
        index = 0
        displayed = nil
        failedSlices = [:]
        drawFailure = nil
        phase = .ready
        startPreloading()
        redraw()
    }

    private func startPreloading() {
        guard let series, let source else { return }
        let api = environment.api
        let requests = series.slices.map { source.request(for: $0, in: series, api: api, priority: .normal) }
        let preloader = SeriesPreloader(pipeline: environment.pipeline, requests: requests)
        self.preloader = preloader
        progress = preloader.progress
        runPreloader { await preloader.run(from: $0, onProgress: $1) }
    }

    /// Loads the failed slices again, nearest to the slider first; once done, the slice under the slider is
    /// drawn again if it could not be shown.
    public func retryFailedSlices() {
        guard let preloader else { return }
        runPreloader { await preloader.retryFailed(around: $0, onProgress: $1) }
    }

    private func runPreloader(_ body: @escaping @Sendable (Int, @escaping @Sendable (PreloadProgress) -> Void) async -> Void) {
        guard let preloader else { return }
        preloadTask?.cancel()
        let start = index
        // Weakly held: a model let go of while preloading is freed, which stops the preload.
        let model = WeakModel(self)
        preloadTask = Task {
            await body(start) { _ in
                Task { @MainActor in model.value?.refresh(from: preloader) }
            }
            guard let self = model.value, !Task.isCancelled else { return }
            self.refresh(from: preloader)
            if self.displayed?.index != self.index || self.currentSliceError != nil { self.redraw() }
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
            if let error = state.error { failures[index] = Self.message(for: error) }
        }
        if failures != failedSlices { failedSlices = failures }
    }

    /// A one-line, human-readable reason.
    static func message(for error: any Error) -> String {
        ErrorMessage.text(for: error)
    }
}

/// A weak reference to a model that concurrent work can carry.
@MainActor
private final class WeakModel: Sendable {
    weak var value: ScanViewerModel?

    init(_ value: ScanViewerModel) {
        self.value = value
    }
}
