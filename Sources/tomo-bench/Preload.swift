import Foundation
import TomoCore
import TomoPipeline
import TomoSeries

/// Pipelines as the benchmarks make them, and a checked preload through one.
enum Preload {
    /// A pipeline with `transport`, an empty memory cache bounded by `memoryLimit` bytes (the default
    /// configuration's bound when nil), and `diskCache`.
    static func makePipeline(
        transport: any HTTPTransport, diskCache: DiskCache, memoryLimit: Int? = nil
    ) -> ImagePipeline {
        var configuration = ImagePipeline.Configuration(client: HTTPClient(transport: transport), diskCache: diskCache)
        if let memoryLimit { configuration.memoryCacheLimits.totalCost = memoryLimit }
        return ImagePipeline(configuration: configuration)
    }

    /// Loads every URL into `pipeline`'s caches with a `SeriesPreloader`, and waits until its disk cache
    /// has every download; throws unless all loaded.
    @discardableResult
    static func run(_ pipeline: ImagePipeline, urls: [URL]) async throws -> PreloadProgress {
        let preloader = SeriesPreloader(pipeline: pipeline, requests: urls.map { ImageRequest(url: $0) })
        await preloader.run()
        await pipeline.flushDiskCache()
        let progress = preloader.progress
        guard progress.completed == urls.count else {
            let firstError = preloader.states.lazy.compactMap(\.error).first
            throw BenchError.incompleteLoad("\(progress); first error: \(firstError.map { "\($0)" } ?? "none")")
        }
        return progress
    }

    /// Preloads every slice of `series` its own way (`fillSlice`: into its volume) and waits until
    /// `pipeline`'s disk cache has every download; returns the bytes fetched; throws unless all loaded.
    static func run(_ series: any OpenedSeries, flushing pipeline: ImagePipeline) async throws -> Int {
        let bytes = Locked(0)
        let preloader = SeriesPreloader(count: series.sliceCount, concurrency: series.fillConcurrency) { index in
            let count = try await series.fillSlice(at: index)
            bytes.withLock { $0 += count }
            return count
        }
        await preloader.run()
        await pipeline.flushDiskCache()
        guard preloader.progress.completed == series.sliceCount else {
            let firstError = preloader.states.lazy.compactMap(\.error).first
            throw BenchError.incompleteLoad("\(preloader.progress); first error: \(firstError.map { "\($0)" } ?? "none")")
        }
        return bytes.withLock { $0 }
    }
}
