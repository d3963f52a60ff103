import Foundation
import TomoImaging
import TomoPipeline

/// P3: a slice from the disk cache, decoded, against the same bytes read from a plain file and decoded.
///
/// Two disk-cache paths: `DiskCache.data(forKey:)` then decoding (the cache alone), and `image(for:)` on
/// a new pipeline sharing the disk cache (what a viewer meets after a restart: the memory cache is
/// empty, so each slice comes from disk). One slice at a time, files in the page cache for all three;
/// rounds alternate the readers and the per-slice medians are compared.
struct DiskHitBenchmark {
    private enum Reader: CaseIterable {
        case plainFile, diskCache, pipeline
    }

    let series: BenchSeries
    /// Has loaded every slice of `series`.
    let pipeline: ImagePipeline
    /// `pipeline`'s disk cache.
    let diskCache: DiskCache
    let rounds: Int
    let scratch: ScratchDirectory

    private let goal = Goal.atMost(1.3, "goal ≤ 1.3× plain file")

    func run() async throws {
        // The pipeline keys its disk cache by the URL's absolute string.
        let keys = series.sliceURLs.map(\.absoluteString)
        let folder = try scratch.makeFolder("plain-files")
        var files: [URL] = []
        for (index, url) in series.sliceURLs.enumerated() {
            guard let data = diskCache.data(forKey: keys[index]) else { throw BenchError.notCached(url) }
            let file = folder.appending(path: "\(index)")
            try data.write(to: file)
            files.append(file)
        }
        var times: [Reader: [Duration]] = [:]
        for round in 0..<rounds {
            let all = Reader.allCases
            let shift = round % all.count
            for reader in all[shift...] + all[..<shift] {
                switch reader {
                case .plainFile:
                    times[reader, default: []] += try Self.measure(files) { try Data(contentsOf: $0) }
                case .diskCache:
                    times[reader, default: []] += try Self.measure(keys) { diskCache.data(forKey: $0) }
                case .pipeline:
                    times[reader, default: []] += try await measureNewPipeline()
                }
            }
        }
        print("P3  disk-cache hit vs plain file, each decoded: \(series.title); \(rounds) rounds, one slice at a time")
        let baseline = Samples(times[.plainFile] ?? []).median
        var table = Table("read + decode", "median", "p99", "× plain file", "")
        for reader in Reader.allCases {
            let samples = Samples(times[reader] ?? [])
            let ratio = samples.median / baseline
            table.add(
                name(of: reader), samples.median.formatted, samples.percentile(99).formatted,
                String(format: "%.2f", ratio), reader == .plainFile ? "baseline" : goal.verdict(for: ratio))
        }
        table.print()
        print()
    }

    /// Times reading (`read`) and decoding each source's bytes.
    private static func measure<Source>(_ sources: [Source], read: (Source) throws -> Data?) throws -> [Duration] {
        try sources.map { source in
            let start = ContinuousClock.now
            guard let data = try read(source) else { throw BenchError.incompleteLoad("\(source): no data") }
            let bitmap = try Bitmap(decoding: data)
            let elapsed = ContinuousClock.now - start
            withExtendedLifetime(bitmap) {}
            return elapsed
        }
    }

    /// Times `image(for:)` of each slice on a new pipeline sharing the disk cache (and the client,
    /// which must not be needed).
    private func measureNewPipeline() async throws -> [Duration] {
        let fresh = ImagePipeline(configuration: .init(
            client: pipeline.configuration.client, diskCache: diskCache))
        var durations: [Duration] = []
        for url in series.sliceURLs {
            let start = ContinuousClock.now
            let response = try await fresh.response(for: ImageRequest(url: url))
            durations.append(.now - start)
            guard response.source == .disk else { throw BenchError.notCached(url) }
        }
        return durations
    }

    private func name(of reader: Reader) -> String {
        switch reader {
        case .plainFile: "Data(contentsOf:) of a plain file"
        case .diskCache: "DiskCache.data(forKey:)"
        case .pipeline: "new pipeline, response(for:)"
        }
    }
}
