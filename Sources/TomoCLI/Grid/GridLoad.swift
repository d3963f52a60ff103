import Foundation
import ImageGridFeature
import TomoCore
import TomoImageCodecs
import TomoImaging
import TomoPipeline
import TomoTerminal

/// Loads the first items of the grid through an `ImageGridModel`, as if they were all on screen, and
/// describes each from the bytes the pipeline keeps.
@MainActor
struct GridLoad {
    /// The cell side the thumbnails are made for: the grid's smallest.
    static let cellPixels = ImageGridEnvironment.cellShape.minimumWidth

    let model: ImageGridModel
    let count: Int

    /// A grid model on the API at `baseURL`, loading through `pipeline`.
    static func makeModel(baseURL: URL, pipeline: ImagePipeline, client: HTTPClient) -> ImageGridModel {
        ImageGridModel(source: ImageGridEnvironment(
            api: MediaCoverageAPI(baseURL: baseURL), client: client, pipeline: pipeline, pageSize: 100, lookaheadRows: 0))
    }

    /// Shows the first `count` items, waits until each has its thumbnail or failed (reporting progress),
    /// then reads each original back to hash it.
    /// - Throws: why the first page could not be loaded.
    func run(progress: ProgressReporter) async throws -> GridReport {
        await model.start()
        model.show(visible: 0..<count, columns: 10, cellPixelSize: Self.cellPixels)
        var last = PreloadProgress(total: count)
        while true {
            await model.waitUntil { $0.banner != nil || Self.progress(of: $0, count: count) != last }
            if let banner = model.banner, model.items.count < count {
                throw CommandFailure(.unreachable, banner.message)
            }
            last = Self.progress(of: model, count: count)
            progress.update(last)
            if last.isFinished { break }
        }
        progress.finish(last)
        var entries: [GridReport.Entry] = []
        for item in model.items.prefix(count) {
            entries.append(await entry(for: item))
        }
        return GridReport(items: entries)
    }

    /// How many of the first `count` items have loaded and failed (the total shrinks to the list's end).
    private static func progress(of model: ImageGridModel, count: Int) -> PreloadProgress {
        let total = model.reachedEnd ? min(count, model.items.count) : count
        var progress = PreloadProgress(total: total)
        for item in model.items.prefix(total) {
            switch item.state {
            case .image: progress.completed += 1
            case .failed: progress.failed += 1
            case .placeholder, .loading: break
            }
        }
        return progress
    }

    private func entry(for item: ImageGridModel.Item) async -> GridReport.Entry {
        let api = model.source.api
        let request = GridThumbnail.request(for: item.coverage, api: api, pixelSize: Self.cellPixels)
        let url = request?.url.absoluteString ?? ""
        switch item.state {
        case .image(let thumbnail):
            do {
                let bytes = try await model.source.pipeline.data(for: request!.url)
                let info = try ImageInfo(reading: bytes)
                return GridReport.Entry(
                    id: item.coverage.id, url: url, sha256: SHA256.hexDigest(of: bytes), width: info.width,
                    height: info.height, thumbnail: thumbnail)
            } catch {
                return GridReport.Entry(id: item.coverage.id, url: url, error: CommandFailure(classifying: error).message)
            }
        case .failed(let failure):
            return GridReport.Entry(id: item.coverage.id, url: url, error: "\(failure.reason): \(failure.detail)")
        case .placeholder, .loading:
            return GridReport.Entry(id: item.coverage.id, url: url, error: "not loaded")
        }
    }
}
