import Foundation
import TomoCore
import TomoImaging
import TomoNetworkSeries
import TomoPipeline

/// P1: a cold preload of a series (empty memory and disk caches, new connections) through the pipeline,
/// against `curl --parallel --parallel-max N` fetching the same URLs, N being the pipeline's transfer
/// limit. Also the pipeline on each transport, a naive one-at-a-time `URLSession` loop, and the parts of
/// a preload timed alone (transfers, decoding, disk-cache stores) to show where its time goes. And the
/// viewer's own preload, `APIOpenedSeries.fillSlice`, decoding the 16-bit slices straight into its
/// volume, against issue 63's limit: the larger of curl on those URLs and decoding their bytes alone on
/// both cores. Beside it, curl and that decoding run at the same time: on two cores that also run the
/// server, fetching and decoding share the processors, and no client can do both in less.
///
/// The server is warmed first (every slice rendered and cached), so what differs is the client alone.
/// Rounds alternate the clients (in a rotating order), and each client's median is compared. Disk
/// caches are removed only at the end, so that no round's file creation follows a mass deletion.
struct ColdPreloadBenchmark {
    /// A way of loading the whole series, or a part of the work of loading it.
    private enum Client: Hashable {
        case curl
        case pipeline(ClientTransport)
        case naiveLoop
        /// `data(for:)` of every slice on a pipeline without a disk cache: transfers only.
        case transfers
        /// Decoding every slice's bytes, from memory, as many at once as the pipeline decodes.
        case decodes
        /// Storing every slice's bytes in a new disk cache, as many at once as the pipeline decodes.
        case stores
        /// curl on the 16-bit stored slices the viewer loads.
        case curlStored
        /// Decoding every 16-bit slice's bytes, from memory, as many at once as the pipeline decodes.
        case decodesStored
        /// curl on the 16-bit slices and `decodesStored` at the same time: the least both take together.
        case curlStoredWithDecodes
        /// The viewer's preload: `APIOpenedSeries.fillSlice` of every slice, into its volume.
        case volume

        static let all = [curl] + ClientTransport.allCases.map(pipeline)
            + [naiveLoop, transfers, decodes, stores, curlStored, decodesStored, curlStoredWithDecodes, volume]

        /// Whether the client loads (or is a part of loading) the 16-bit slices.
        var isStored: Bool {
            [.curlStored, .decodesStored, .curlStoredWithDecodes, .volume].contains(self)
        }
    }

    /// What one load took.
    private struct Measurement {
        var time: Duration
        /// Processor time of this process and its children (curl) in that time.
        var cpu: Duration
        /// Body bytes received (decoded bytes, for `decodes`).
        var bytes: Int
    }

    let series: BenchSeries
    let rounds: Int
    /// The pipeline's transfers at once; curl gets as many.
    let transfers: Int
    /// The pipeline's decodes at once.
    let decodes: Int
    let scratch: ScratchDirectory

    private let goal = Goal.atMost(1.25, "goal ≤ 1.25× curl")
    private let viewerGoal = Goal.atMost(1.2, "goal ≤ 1.2× limit")

    func run() async throws {
        let curl = try Curl(parallel: transfers, urls: series.sliceURLs, folder: try scratch.makeFolder("curl"))
        _ = try await curl.fetch()  // warms the server
        let curlStored = try Curl(parallel: transfers, urls: series.storedSliceURLs, folder: try scratch.makeFolder("curl-stored"))
        _ = try await curlStored.fetch()
        let bodies = try await fetchBodies(series.sliceURLs)
        let storedBodies = try await fetchBodies(series.storedSliceURLs)
        var measurements: [Client: [Measurement]] = [:]
        for round in 0..<rounds {
            let shift = round % Client.all.count
            for client in Client.all[shift...] + Client.all[..<shift] {
                let measurement = client.isStored
                    ? try await load(with: client, curl: curlStored, bodies: storedBodies)
                    : try await load(with: client, curl: curl, bodies: bodies)
                measurements[client, default: []].append(measurement)
            }
        }
        print("P1  cold preload: \(series.title), \(kilobytes(bodies.reduce(0) { $0 + $1.count })); "
            + "\(rounds) rounds, server warm; median (range)")
        print("    a preload fetches, writes the disk cache and decodes into the memory cache; curl only fetches")
        let curlMedian = Samples(measurements[.curl, default: []].map(\.time)).median
        let median = { (client: Client) in Samples(measurements[client, default: []].map(\.time)).median }
        let curlStoredMedian = median(.curlStored)
        // Issue 63's limit for the viewer's preload: fetching alone or decoding alone, whichever is longer.
        let limit = max(curlStoredMedian, median(.decodesStored))
        var table = Table("client", "time", "range", "CPU", "bytes", "× curl", "× limit", "")
        for client in Client.all {
            let runs = measurements[client, default: []]
            let times = Samples(runs.map(\.time))
            let ratio = times.median / (client.isStored ? curlStoredMedian : curlMedian)
            let verdict = switch client {
            case .curl, .curlStored: "baseline"
            case .pipeline: goal.verdict(for: ratio)
            case .volume: viewerGoal.verdict(for: times.median / limit)
            case .naiveLoop: "for the record"
            case .transfers, .decodes, .stores, .decodesStored: "a part of a preload, alone"
            case .curlStoredWithDecodes: "fetching and decoding at once"
            }
            table.add(
                name(of: client), times.median.formatted, "\(times.minimum.formatted) – \(times.maximum.formatted)",
                Samples(runs.map(\.cpu)).median.formatted, kilobytes(runs.last?.bytes ?? 0),
                String(format: "%.2f", ratio), client.isStored ? String(format: "%.2f", times.median / limit) : "", verdict)
        }
        table.print()
        print("    the viewer's limit: the larger of curl on the 16-bit slices and decoding them alone, \(limit.formatted)")
        print()
    }

    private func load(with client: Client, curl: Curl, bodies: [Data]) async throws -> Measurement {
        switch client {
        case .curl, .curlStored:
            return try await Self.measure { try await curl.fetch() }
        case .volume:
            let folder = try scratch.makeFolder("disk-cache")
            var opened: APIOpenedSeries?
            let measurement = try await Self.measure {
                let pipeline = Preload.makePipeline(transport: ImagePipeline.defaultTransport(), diskCache: try DiskCache(directory: folder))
                let series = APIOpenedSeries(series: series.series, metadata: series.metadata, api: series.api, pipeline: pipeline)
                opened = series
                return try await Preload.run(series, flushing: pipeline)
            }
            withExtendedLifetime(opened) {}
            return measurement
        case .pipeline(let transport):
            let folder = try scratch.makeFolder("disk-cache")
            // The pipeline is released after the clock stops: freeing its caches is not loading.
            var pipeline: ImagePipeline?
            let measurement = try await Self.measure {
                let made = Preload.makePipeline(transport: transport.make(), diskCache: try DiskCache(directory: folder))
                pipeline = made
                return try await Preload.run(made, urls: series.sliceURLs).bytes
            }
            withExtendedLifetime(pipeline) {}
            return measurement
        case .naiveLoop:
            return try await Self.measure { try await NaiveURLSessionLoop.fetch(series.sliceURLs) }
        case .transfers:
            return try await Self.measure {
                try await Self.fetch(series.sliceURLs, with: ImagePipeline(configuration: .init())).reduce(0) { $0 + $1.count }
            }
        case .decodes, .decodesStored:
            return try await Self.measure { try await decodeAll(bodies) }
        case .curlStoredWithDecodes:
            return try await Self.measure {
                async let fetched = curl.fetch()
                _ = try await decodeAll(bodies)
                return try await fetched
            }
        case .stores:
            let cache = try DiskCache(directory: try scratch.makeFolder("disk-cache"))
            let keys = series.sliceURLs.map(\.absoluteString)
            return try await Self.measure {
                try await Self.forEach(Array(zip(keys, bodies)), concurrency: decodes) { key, body in
                    cache.store(body, forKey: key)
                    return body.count
                }
            }
        }
    }

    /// The bytes at each of `urls`, for the parts that start from them.
    private func fetchBodies(_ urls: [URL]) async throws -> [Data] {
        try await Self.fetch(urls, with: ImagePipeline(configuration: .init()))
    }

    /// Decodes every one of `bodies`, as many at once as the pipeline decodes; the decoded bytes.
    private func decodeAll(_ bodies: [Data]) async throws -> Int {
        try await Self.forEach(bodies, concurrency: decodes) { try Bitmap(decoding: $0).pixels.count }
    }

    /// `data(for:)` of every URL at once (the pipeline bounds the transfers), in the URLs' order.
    private static func fetch(_ urls: [URL], with pipeline: ImagePipeline) async throws -> [Data] {
        try await withThrowingTaskGroup(of: (Int, Data).self) { group in
            for (index, url) in urls.enumerated() {
                group.addTask { (index, try await pipeline.data(for: url)) }
            }
            var bodies = [Data](repeating: Data(), count: urls.count)
            for try await (index, body) in group { bodies[index] = body }
            return bodies
        }
    }

    /// Runs `work` on every item with `concurrency` items at a time; returns the sum of its results.
    private static func forEach<Item: Sendable>(
        _ items: [Item], concurrency: Int, _ work: @escaping @Sendable (Item) throws -> Int
    ) async throws -> Int {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for worker in 0..<concurrency {
                group.addTask {
                    try stride(from: worker, to: items.count, by: concurrency).reduce(0) { $0 + (try work(items[$1])) }
                }
            }
            return try await group.reduce(0, +)
        }
    }

    private static func measure(_ body: () async throws -> Int) async throws -> Measurement {
        let (start, cpu) = (ContinuousClock.now, CPUTime.now)
        let bytes = try await body()
        return Measurement(time: .now - start, cpu: CPUTime.since(cpu), bytes: bytes)
    }

    private func name(of client: Client) -> String {
        switch client {
        case .curl: "curl --parallel-max \(transfers)"
        case .pipeline(let transport):
            "pipeline, \(transport.name)" + (transport == ClientTransport.pipelineDefault ? " (default)" : "")
        case .naiveLoop: "URLSession, one at a time, decoding"
        case .transfers: "pipeline data(for:), no disk cache"
        case .decodes: "decoding, \(decodes) at once"
        case .stores: "disk-cache stores, \(decodes) at once"
        case .curlStored: "curl --parallel-max \(transfers), 16-bit slices"
        case .decodesStored: "decoding them, \(decodes) at once"
        case .curlStoredWithDecodes: "curl and decoding them at once"
        case .volume: "viewer: 16-bit slices into its volume"
        }
    }

    private func kilobytes(_ bytes: Int) -> String {
        "\(bytes / 1_000) kB"
    }
}
