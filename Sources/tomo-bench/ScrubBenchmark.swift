import Foundation
import ScanViewerFeature
import ScanViewerLive
import TomoCore
import TomoImaging
import TomoNetworkSeries
import TomoPipeline

/// Scrub: the CT viewer's model on a preloaded series, moved to random slices as fast as a user drags
/// the slider; each move timed until the windowed bitmap is ready for display (the slice cut from the
/// series' volume and windowed off the main actor). The baselines are the two steps of a move, cutting the
/// axial section from the volume and windowing it, each timed alone on the same slices: the least a move can
/// do. Resident memory is read after the first tenth of the moves and at the end: it should stay flat.
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

        guard let volume = model.series?.volume else { throw BenchError.incompleteLoad("the series has no volume") }
        var cuts: [Duration] = [], windowing: [Duration] = []
        var size = "?"
        for target in targets {
            let start = ContinuousClock.now
            let section = volume.section(.named(.axial, index: target))
            cuts.append(.now - start)
            guard let section else { throw BenchError.incompleteLoad("slice \(target) is outside the volume") }
            let windowStart = ContinuousClock.now
            let windowed = try section.image(window: window)
            windowing.append(.now - windowStart)
            size = "\(windowed.width)×\(windowed.height)"
        }

        print("Scrub  viewer model: \(series.title) (\(size)), \(targets.count) random slider moves, series preloaded")
        Table.latencies("step", [
            ("CTVolume.section (axial)", Samples(cuts), "baseline: the cut alone"),
            ("VolumeSection.image(window:)", Samples(windowing), "baseline: the windowing alone"),
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
}
