import Foundation
import ScanViewerFeature
import ScanViewerLive
import TomoCore
import TomoImaging
import TomoNetworkSeries
import TomoPipeline

/// Scrub: the CT viewer's model on a preloaded series, moved to random slices as fast as a user drags
/// the slider; each move timed until the windowed bitmap is ready for display (the slice cut from the
/// series' volume and windowed off the main actor). The baselines are a memory-cache lookup of the slice
/// and windowing a 16-bit slice directly, timed alone on the same slices: the least a move can do. Resident
/// memory is read after the first tenth of the moves and at the end: it should stay flat.
@MainActor
struct ScrubBenchmark {
    let series: BenchSeries
    let baseURL: URL
    let moves: Int

    private let goal = Goal.below(1e-3, "goal p99 < 1 ms")
    /// Growth of resident memory over the last nine tenths of the moves that still counts as flat.
    private let flatMemory = 4 << 20

    func run() async throws {
        let pipeline = ImagePipeline()
        let model = ScanViewerModel(environment: .live(baseURL: baseURL, pipeline: pipeline))
        await model.open(seriesID: series.id)
        if case .failed(let message) = model.phase { throw BenchError.incompleteLoad(message) }
        await model.waitUntilPreloaded()
        guard model.progress.completed == model.sliceCount else {
            throw BenchError.incompleteLoad("\(model.progress.failed) slices failed to preload")
        }
        guard let window = model.window else { throw BenchError.incompleteLoad("the series has no window to apply") }

        var generator = SplitMix64(seed: 5)
        let targets = Self.randomMoves(moves, over: model.sliceCount, using: &generator)
        var scrub: [Duration] = []
        scrub.reserveCapacity(targets.count)
        var memoryAfterTenth: ProcessMemory?
        for (move, target) in targets.enumerated() {
            let start = ContinuousClock.now
            model.setIndex(target)
            await model.waitUntilDrawn()
            scrub.append(.now - start)
            guard model.displayed?.index == target else {
                throw BenchError.incompleteLoad("move \(move): slice \(target) was not drawn")
            }
            if move == targets.count / 10 { memoryAfterTenth = ProcessMemory.current() }
        }
        let memoryAtEnd = ProcessMemory.current()

        let stored = try Self.storedSlices(of: model, in: pipeline)
        let rescale = (model.series as? APIOpenedSeries)?.metadata?.rescale ?? .identity
        var lookups: [Duration] = [], windowing: [Duration] = []
        for target in targets {
            let start = ContinuousClock.now
            let bitmap = pipeline.cachedImage(for: stored.requests[target])
            lookups.append(.now - start)
            guard bitmap != nil else { throw BenchError.incompleteLoad("slice \(target) left the memory cache") }
            let windowStart = ContinuousClock.now
            let windowed = try stored.bitmaps[target].windowed(window, rescale: rescale)
            windowing.append(.now - windowStart)
            withExtendedLifetime(windowed) {}
        }

        let size = stored.bitmaps.first.map { "\($0.width)×\($0.height) \($0.format)" } ?? "?"
        print("Scrub  viewer model: \(series.title) (\(size)), \(targets.count) random slider moves, series preloaded")
        Table.latencies("step", [
            ("pipeline.cachedImage(for:)", Samples(lookups), "baseline: the lookup alone"),
            ("Bitmap.windowed(_:rescale:)", Samples(windowing), "baseline: the windowing alone"),
            ("setIndex → displayed (model)", Samples(scrub), goal.verdict(forP99: Samples(scrub))),
        ]).print()
        if let before = memoryAfterTenth, let after = memoryAtEnd {
            let growth = after.resident - before.resident
            print("    resident memory after \(targets.count / 10 + 1) moves \(before.resident >> 20) MiB, after \(targets.count) "
                + "\(after.resident >> 20) MiB (\(growth >= 0 ? "+" : "")\(growth >> 10) KiB): "
                + "flat (< \(flatMemory >> 20) MiB growth): \(growth < flatMemory ? "PASS" : "MISS")")
        }
        print()
    }

    /// `count` slider targets, each a different slice from the one before (a move to the same slice is no move).
    private static func randomMoves(_ count: Int, over sliceCount: Int, using generator: inout SplitMix64) -> [Int] {
        var targets: [Int] = []
        var last = 0
        while targets.count < count {
            let target = Int.random(in: 0..<sliceCount, using: &generator)
            guard target != last || sliceCount == 1 else { continue }
            targets.append(target)
            last = target
        }
        return targets
    }

    /// The requests the model made for its slices and the 16-bit bitmaps the memory cache holds for them.
    private static func storedSlices(
        of model: ScanViewerModel, in pipeline: ImagePipeline
    ) throws -> (requests: [ImageRequest], bitmaps: [Bitmap]) {
        let requests = try (0..<model.sliceCount).map { index in
            guard let request = (model.series as? APIOpenedSeries)?.request(forSlice: index, priority: .normal) else {
                throw BenchError.incompleteLoad("no slice \(index)")
            }
            return request
        }
        let bitmaps = try requests.map { request in
            guard let bitmap = pipeline.cachedImage(for: request) else { throw BenchError.notCached(request.url) }
            return bitmap
        }
        return (requests, bitmaps)
    }
}
