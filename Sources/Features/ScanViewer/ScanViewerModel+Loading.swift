import Foundation
import TomoCore
import TomoPipeline

extension ScanViewerModel {
    /// Opens series `id`, or the API's default series, and starts preloading it.
    /// Returns when the series is open (or failed); slices keep loading in the background.
    public func open(seriesID id: String? = nil) async {
        stopWork()
        phase = .loadingSeries
        let task = Task { await load(seriesID: id) }
        loadTask = task
        await task.value
    }

    /// Tries again what failed: opening the series, else the slices that failed.
    public func retry() async {
        if case .failed = phase {
            await open(seriesID: series?.id)
        } else if !failedSlices.isEmpty {
            retryFailedSlices()
        }
    }

    private func load(seriesID: String?) async {
        let api = environment.api, client = environment.client
        // The catalog and metadata are Tomo extensions: an API without them still works.
        let catalog = try? await client.send(api.catalog())
        do {
            let id = seriesID ?? catalog?.defaultSeriesID
            let series = try await client.send(id.map(api.series(id:)) ?? api.series())
            let metadata = try? await client.send(api.metadata(id: series.id))
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

    /// Loads the failed slices again, nearest to the slider first.
    public func retryFailedSlices() {
        guard let preloader else { return }
        runPreloader { await preloader.retryFailed(around: $0, onProgress: $1) }
    }

    private func runPreloader(_ body: @escaping @Sendable (Int, @escaping @Sendable (PreloadProgress) -> Void) async -> Void) {
        guard let preloader else { return }
        preloadTask?.cancel()
        let start = index
        preloadTask = Task {
            await body(start) { progress in
                Task { @MainActor [weak self] in self?.apply(progress, from: preloader) }
            }
            apply(preloader.progress, from: preloader)
            if displayed?.index != index || currentSliceError != nil { redraw() }
        }
    }

    /// Publishes progress; reports can arrive out of order, so an older one never replaces a newer.
    private func apply(_ report: PreloadProgress, from reporter: SeriesPreloader) {
        guard reporter === preloader else { return }
        let isNewer = report.completed + report.failed >= progress.completed + progress.failed
        guard isNewer || report.total != progress.total else { return }
        progress = report
        var failures: [Int: String] = [:]
        for (index, state) in reporter.states.enumerated() {
            if let error = state.error { failures[index] = Self.message(for: error) }
        }
        if failures != failedSlices { failedSlices = failures }
    }

    /// A one-line, human-readable reason.
    static func message(for error: any Error) -> String {
        if let error = error as? HTTPError { return error.description }
        return String(describing: error)
    }
}
