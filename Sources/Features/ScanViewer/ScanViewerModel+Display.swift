import TomoCore
import TomoImaging
import TomoPipeline

extension ScanViewerModel {
    /// Draws the slice under the slider: from memory when preloaded, else fetched first (at visible
    /// priority, ahead of the preload). Windowing runs off the main actor; a newer move supersedes it.
    func redraw() {
        guard let series, let source, let request = imageRequest(forSlice: index, priority: .visible) else { return }
        let index = index, name = series.slices[index], window = window
        let pipeline = environment.pipeline
        displayTask?.cancel()
        displayTask = Task {
            do {
                let image = try await Self.render(request, source: source, window: window, pipeline: pipeline)
                guard !Task.isCancelled, self.index == index else { return }
                displayed = DisplayedSlice(index: index, name: name, image: image, window: window)
                drawFailure = nil
            } catch is CancellationError {
                return
            } catch {
                guard !Task.isCancelled, self.index == index else { return }
                drawFailure = (index, Self.message(for: error))
            }
        }
    }

    /// The pipeline request behind slice `index`: its 16-bit stored values, or the server's 8-bit
    /// image where the API has no metadata; unwindowed either way. Nil without a series or out of range.
    public func imageRequest(forSlice index: Int, priority: ImagePriority = .normal) -> ImageRequest? {
        guard let series, let source, series.slices.indices.contains(index) else { return nil }
        return source.request(for: series.slices[index], in: series, api: environment.api, priority: priority)
    }

    /// Waits until the slice under the slider is drawn (or has failed), following any redraw that
    /// supersedes the one under way (a move, a new window, the end of the preload).
    public func waitUntilDrawn() async {
        while let task = displayTask {
            await task.value
            if displayTask == task { return }
        }
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
