import Foundation
import ImageGridFeature
import TomoCore
import TomoPipeline

/// P4: the image grid's model flung from page 1 to page 10 at a steady speed while the server delays
/// every image, as a user flicks through a grid whose loads are still under way. Reports, for the items
/// the fling skipped, how many transfers were started, finished and dropped, the most transfers in
/// flight at any frame, and the time from the fling's end until every cell of page 10 shows its image,
/// against the same page opened directly by a fresh model (the baseline, same run, same server).
@MainActor
struct GridFlingBenchmark {
    /// Where the grid API is: a server that delays images by `latency`.
    let baseURL: URL
    let latency: String
    let rounds: Int

    /// A page is one screenful: 5 columns of 160-pixel cells, 4 rows.
    static let columns = 5, rows = 4, cellPixels = 160
    static var pageSize: Int { columns * rows }
    /// The fling: page 1 to page 10 in this long, a frame every 16 ms.
    static let flingDuration = Duration.milliseconds(500)
    static let frame = Duration.milliseconds(16)

    private let neverFinishedGoal = Goal.atMost(0.9, "")
    private let ratioGoal = Goal.atMost(1.2, "goal ≤ 1.2× direct")

    /// One fling's figures.
    struct FlingRound {
        var skipped = 0, started = 0, finished = 0, cancelledUnderWay = 0, neverSent = 0
        var maxInFlight = 0
        var pageComplete = Duration.zero
    }

    func run() async throws {
        var flings: [FlingRound] = []
        var direct: [Duration] = []
        for _ in 0..<rounds {
            direct.append(try await openDirectly())
            flings.append(try await fling())
        }
        let limit = ImagePipeline.Configuration().maximumConcurrentTransfers
        print("P4  image grid: fling from page 1 to page 10 (pages of \(Self.columns) × \(Self.rows) cells of \(Self.cellPixels) px) "
            + "in \(Self.flingDuration.formatted), server latency \(latency) ms per image, \(limit) transfers at once; \(rounds) rounds, medians")
        let median = { (values: [Int]) in values.sorted()[values.count / 2] }
        let skipped = median(flings.map(\.skipped))
        let finished = median(flings.map(\.finished))
        let neverFinishedShare = Double(skipped - finished) / Double(max(skipped, 1))
        let maxInFlight = flings.map(\.maxInFlight).max() ?? 0
        var table = Table("figure", "value", "")
        table.add("items skipped by the fling", "\(skipped)", "pages 1–9")
        table.add("  transfers started for them", "\(median(flings.map(\.started)))", "")
        table.add("  … finished", "\(finished)", "")
        table.add("  … dropped while under way", "\(median(flings.map(\.cancelledUnderWay)))", "")
        table.add("  loads cancelled before sending", "\(median(flings.map(\.neverSent)))", "")
        table.add("  share whose transfer never finished", String(format: "%.0f %%", neverFinishedShare * 100),
                  "goal ≥ 90 %: \(neverFinishedShare >= 0.9 ? "PASS" : "MISS")")
        table.add("most transfers in flight at a frame", "\(maxInFlight)", "limit \(limit): \(maxInFlight <= limit ? "PASS" : "MISS")")
        let flung = Samples(flings.map(\.pageComplete)).median, opened = Samples(direct).median
        table.add("page 10 complete, after opening it directly", opened.formatted, "baseline")
        table.add("page 10 complete, after the fling stops", flung.formatted,
                  ratioGoal.verdict(for: flung.seconds / opened.seconds) + String(format: " (%.2f×)", flung.seconds / opened.seconds))
        table.print()
        print()
    }

    /// Fetches every item's thumbnail once, 32 at a time, so that the server has rendered them all and
    /// every run meets the same server: its cache warm, only the injected latency.
    static func warmUp(baseURL: URL) async throws {
        let api = MediaCoverageAPI(baseURL: baseURL), client = HTTPClient(transport: ImagePipeline.defaultTransport())
        let urls = try await client.send(api.list(offset: 0, limit: 600)).compactMap { api.imageURL(for: $0.thumbnail) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, url) in urls.enumerated() {
                if index >= 32 { try await group.next() }
                group.addTask { _ = try await client.response(for: HTTPRequest(url: url)) }
            }
            try await group.waitForAll()
        }
    }

    /// A fresh model and pipeline with the whole list loaded (the list is not what is measured).
    private func makeModel() async throws -> ImageGridModel {
        let pipeline = ImagePipeline()
        let model = ImageGridModel(source: ImageGridEnvironment(
            api: MediaCoverageAPI(baseURL: baseURL), client: pipeline.configuration.client, pipeline: pipeline,
            pageSize: 600))
        await model.start()
        guard model.items.count >= Self.pageSize * 10 else {
            throw BenchError.incompleteLoad(model.banner?.message ?? "the grid has \(model.items.count) items")
        }
        return model
    }

    private static func range(row: Int) -> Range<Int> {
        row * columns ..< (row + rows) * columns
    }

    private static let pageTen = range(row: 9 * rows)

    /// Opens page 10 directly and times until each of its cells shows its image.
    private func openDirectly() async throws -> Duration {
        let model = try await makeModel()
        let start = ContinuousClock.now
        model.show(visible: Self.pageTen, columns: Self.columns, cellPixelSize: Self.cellPixels)
        await model.waitUntil { model in model.items[Self.pageTen].allSatisfy { $0.state.image != nil } }
        return .now - start
    }

    /// Flings from page 1 to page 10 a frame at a time, then times until page 10 is complete.
    private func fling() async throws -> FlingRound {
        let model = try await makeModel()
        let pipeline = model.source.pipeline
        var round = FlingRound()
        let finalRow = 9 * Self.rows
        let frames = Int(Self.flingDuration / Self.frame)
        for frame in 0...frames {
            let row = finalRow * frame / frames
            model.show(visible: Self.range(row: row), columns: Self.columns, cellPixelSize: Self.cellPixels)
            round.maxInFlight = max(round.maxInFlight, await pipeline.stats.activity.runningTransfers)
            if frame < frames { try await Task.sleep(for: Self.frame) }
        }
        let stop = ContinuousClock.now
        await model.waitUntil { model in model.items[Self.pageTen].allSatisfy { $0.state.image != nil } }
        round.pageComplete = .now - stop
        // Let the final range's rows ahead finish too, so every finished transfer is counted.
        let ahead = Self.pageTen.upperBound ..< Self.pageTen.upperBound + model.source.lookaheadRows * Self.columns
        await model.waitUntil { model in model.items[ahead].allSatisfy { $0.state.image != nil } }
        let stats = await pipeline.stats
        round.maxInFlight = max(round.maxInFlight, stats.activity.runningTransfers)
        let landed = Self.pageTen.count + ahead.count
        round.skipped = Self.pageTen.lowerBound
        round.finished = stats.transfers - landed
        round.cancelledUnderWay = stats.cancelledTransfers
        round.started = round.finished + round.cancelledUnderWay
        round.neverSent = stats.cancelledBeforeSending
        return round
    }
}
