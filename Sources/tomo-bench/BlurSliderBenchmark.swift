import Foundation
import PhotoBrowserFeature
import TomoCore
import TomoImaging
import TomoPipeline

/// Blur slider: the photo browser's detail model showing a 3:2 photo at 1200 × 800, its blur slider moved
/// to random values one at a time; each move timed until the blurred photo is ready for display (rendered
/// off the main actor). The baseline is the blur alone on the same photo and amounts.
@MainActor
struct BlurSliderBenchmark {
    let baseURL: URL
    let moves: Int

    private let goal = Goal.below(1.0 / 60, "goal p99 < 16.7 ms (a frame)")

    func run() async throws {
        let renders = Locked(0)
        var environment = PhotoBrowserEnvironment.live(baseURL: baseURL)
        environment.renderFilter = { filter, image in
            renders.withLock { $0 += 1 }
            return try filter.apply(to: image)
        }
        let model = PhotoBrowserModel(source: environment)
        await model.start()
        guard let index = model.items.firstIndex(where: { $0.photo.width * 2 == $0.photo.height * 3 && $0.photo.width >= 1200 })
            ?? model.items.indices.first
        else { throw BenchError.incompleteLoad("the photo list is empty") }
        model.openDetail(at: index)
        guard let detail = model.detail else { throw BenchError.incompleteLoad("the detail view did not open") }
        detail.setViewPixelSize(width: 1200, height: 800)
        await detail.waitUntil { !$0.isLoading }
        guard let photo = detail.photoImage else {
            throw BenchError.incompleteLoad("photo \(detail.photo.id): \(detail.failure?.detail ?? "not loaded")")
        }
        detail.setMode(.blur)
        await detail.waitUntil { $0.shownFilter == $0.filter }

        var generator = SplitMix64(seed: 7)
        var amounts: [Int] = []
        for _ in 0..<moves {
            var amount = detail.blurAmount
            while amount == (amounts.last ?? detail.blurAmount) { amount = Int(generator.next() % 10) + 1 }
            amounts.append(amount)
        }
        var moved: [Duration] = [], blurOnly: [Duration] = []
        for amount in amounts {
            let start = ContinuousClock.now
            detail.setBlurAmount(amount)
            await detail.waitUntil { $0.shownFilter == .blur(amount) }
            moved.append(.now - start)
        }
        for amount in amounts {
            let start = ContinuousClock.now
            let blurred = try PhotoFilter.blur(amount).apply(to: photo)
            blurOnly.append(.now - start)
            withExtendedLifetime(blurred) {}
        }

        print("Blur slider  photo detail model: photo \(detail.photo.id) at \(photo.width)×\(photo.height), \(amounts.count) random slider moves (1–10)")
        Table.latencies("step", [
            ("PhotoFilter.blur(n).apply(to:)", Samples(blurOnly), "baseline: the blur alone"),
            ("setBlurAmount → shown (model)", Samples(moved), goal.verdict(forP99: Samples(moved))),
        ]).print()
        print("    renders \(renders.withLock { $0 }) for \(amounts.count + 1) filter changes; on screen add the texture upload (GTK, off the main thread)\n")
    }
}
