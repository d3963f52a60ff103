import TomoCore
import TomoImaging
import TomoPipeline

extension ScanViewerModel {
    /// Draws the slice under the slider: from memory when preloaded, else fetched first (at visible
    /// priority, ahead of the preload). Windowing runs off the main actor; a newer move supersedes it.
    func redraw() {
        guard let series, let source, series.slices.indices.contains(index) else { return }
        let index = index, name = series.slices[index], window = window
        let request = source.request(for: name, in: series, api: environment.api, priority: .visible)
        let pipeline = environment.pipeline
        displayTask?.cancel()
        displayTask = Task {
            do {
                let image = try await Self.render(request, source: source, window: window, pipeline: pipeline)
                guard !Task.isCancelled, self.index == index else { return }
                displayed = DisplayedSlice(index: index, name: name, image: image, window: window)
                failedSlices[index] = nil
            } catch is CancellationError {
                return
            } catch {
                guard !Task.isCancelled, self.index == index else { return }
                failedSlices[index] = Self.message(for: error)
            }
        }
    }

    /// Waits until the slice under the slider is drawn (or has failed).
    public func waitUntilDrawn() async {
        await displayTask?.value
    }

    /// Loads and windows one slice; never on the main actor.
    @concurrent
    private nonisolated static func render(
        _ request: ImageRequest, source: SliceSource, window: WindowLevel?, pipeline: ImagePipeline
    ) async throws -> Bitmap {
        let bitmap = try await pipeline.image(for: request)
        switch source {
        case .stored16(let rescale):
            guard let window else { return bitmap }
            return try bitmap.windowed(window, rescale: rescale)
        case .serverWindowed:
            return bitmap
        }
    }
}
