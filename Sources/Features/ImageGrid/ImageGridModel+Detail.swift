import FeatureSupport
import TomoPipeline

extension ImageGridModel {
    /// Opens item `index` in the detail view and loads its large image.
    public func openDetail(at index: Int) {
        guard items.indices.contains(index) else { return }
        let item = items[index]
        detailTask?.cancel()
        guard let request = GridThumbnail.largeRequest(for: item.coverage, api: environment.api) else {
            detail = GridDetail(index: index, title: item.title, state: .failed(ImageLoadFailure(.noURL, detail: "no image URL")))
            return
        }
        detail = GridDetail(index: index, title: item.title, state: .loading)
        let pipeline = environment.pipeline
        detailTask = Task { [weak self] in
            let state: ThumbnailState
            do {
                state = .image(try await pipeline.image(for: request))
            } catch is CancellationError {
                return
            } catch {
                state = .failed(ImageLoadFailure(error))
            }
            guard let self, self.detail?.index == index else { return }
            self.detail?.state = state
            self.thumbnails.refreshStats()
        }
    }

    /// Loads the detail view's image again after a failure.
    public func retryDetail() {
        guard let detail, detail.state.failure != nil else { return }
        openDetail(at: detail.index)
    }

    /// Closes the detail view (Escape), cancelling its load if it is still on the way.
    public func closeDetail() {
        detailTask?.cancel()
        detailTask = nil
        detail = nil
    }
}
