import Foundation
import TomoCore
import TomoImaging
import TomoPipeline

/// P2: a decoded slice looked up by index in a preloaded series, as a viewer does while scrubbing:
/// random indices, every slice in the memory cache. The baseline is the floor: a plain dictionary
/// from URL to bitmap, no lock, no LRU bookkeeping.
struct CachedLookupBenchmark {
    let series: BenchSeries
    /// Holds every slice of `series` in its memory cache.
    let pipeline: ImagePipeline
    let lookups: Int

    private let goal = Goal.below(100e-6, "goal p99 < 100 µs")

    func run() async throws {
        let requests = series.sliceURLs.map { ImageRequest(url: $0) }
        var bitmaps: [URL: Bitmap] = [:]
        for request in requests {
            guard let bitmap = pipeline.cachedImage(for: request) else { throw BenchError.notCached(request.url) }
            bitmaps[request.url] = bitmap
        }
        var generator = SplitMix64(seed: 4)
        let indices = (0..<lookups).map { _ in Int.random(in: requests.indices, using: &generator) }
        let missesBefore = await pipeline.stats.memoryMisses

        let floor = try Self.measure(indices) { index in bitmaps[requests[index].url] }
        let cached = try Self.measure(indices) { index in pipeline.cachedImage(for: requests[index]) }
        var loaded: [Duration] = []
        loaded.reserveCapacity(indices.count)
        for index in indices {
            let start = ContinuousClock.now
            let bitmap = try await pipeline.image(for: requests[index])
            loaded.append(.now - start)
            withExtendedLifetime(bitmap) {}
        }
        let misses = await pipeline.stats.memoryMisses - missesBefore
        guard misses == 0 else { throw BenchError.incompleteLoad("\(misses) lookups missed the memory cache") }

        print("P2  cached slice lookup → bitmap: \(series.title), \(lookups) random indices, all in memory")
        Table.latencies("lookup", [
            ("[URL: Bitmap] dictionary", floor, "baseline (floor)"),
            ("pipeline.cachedImage(for:)", cached, goal.verdict(forP99: cached)),
            ("await pipeline.image(for:)", Samples(loaded), goal.verdict(forP99: Samples(loaded))),
        ]).print()
        print()
    }

    /// Times `lookup` once per index; throws if it finds nothing.
    private static func measure(_ indices: [Int], _ lookup: (Int) -> Bitmap?) throws -> Samples {
        var durations: [Duration] = []
        durations.reserveCapacity(indices.count)
        for index in indices {
            let start = ContinuousClock.now
            let bitmap = lookup(index)
            durations.append(.now - start)
            guard bitmap != nil else { throw BenchError.incompleteLoad("slice \(index) not in memory") }
        }
        return Samples(durations)
    }
}
