import Foundation
import TomoImaging
import TomoPipeline

/// P3: a slice from the disk cache, decoded, against the same bytes read from a plain file and decoded.
///
/// Two disk-cache paths: `DiskCache.data(forKey:)` then decoding (the cache alone), and `response(for:)`
/// on a new pipeline sharing the disk cache (what a viewer meets after a restart: the memory cache is
/// empty, so each slice comes from disk). One slice at a time, files in the page cache for all of them;
/// rounds alternate the readers and the per-slice medians are compared.
///
/// The pipeline keeps each image it decodes (its memory cache), so each decode writes memory the process
/// has not touched yet, which this machine makes slow (`scripts/bench/first-touch.c`); a plain file's image
/// dropped at once leaves its memory to the next. So the plain files are read twice, images dropped (the
/// goal's baseline) and images kept until the round ends, as any cache keeps them (the same fresh memory),
/// and the pipeline twice, keeping its images (held to the plain files kept) and asked not to
/// (`cachesInMemory: false`, held to the plain files dropped): either way, the pipeline's own cost.
struct DiskHitBenchmark {
    private enum Reader: CaseIterable {
        case plainFile, plainFileKept, diskCache, pipeline, pipelineNotKept
    }

    let series: BenchSeries
    /// Has loaded every slice of `series`.
    let pipeline: ImagePipeline
    /// `pipeline`'s disk cache.
    let diskCache: DiskCache
    let rounds: Int
    let scratch: ScratchDirectory

    /// Issue 63's goal: within 1.1 × reading the file and decoding it alone; a reader that keeps its images
    /// is held to the plain files read the same way.
    private let goal = Goal.atMost(1.1, "goal ≤ 1.1× plain file")
    private let keptGoal = Goal.atMost(1.1, "goal ≤ 1.1× plain file, kept")

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
                case .plainFileKept:
                    times[reader, default: []] += try Self.measure(files, keepingImages: true) { try Data(contentsOf: $0) }
                case .diskCache:
                    times[reader, default: []] += try Self.measure(keys) { diskCache.data(forKey: $0) }
                case .pipeline:
                    times[reader, default: []] += try await measureNewPipeline(keepingImages: true)
                case .pipelineNotKept:
                    times[reader, default: []] += try await measureNewPipeline(keepingImages: false)
                }
            }
        }
        print("P3  disk-cache hit vs plain file, each decoded: \(series.title); \(rounds) rounds, one slice at a time")
        let baseline = Samples(times[.plainFile] ?? []).median, kept = Samples(times[.plainFileKept] ?? []).median
        var table = Table("read + decode", "median", "p99", "× plain file", "× kept", "")
        for reader in Reader.allCases {
            let samples = Samples(times[reader] ?? [])
            let ratio = samples.median / baseline
            let verdict = switch reader {
            case .plainFile: "baseline"
            case .plainFileKept: "the fresh memory a kept image costs"
            case .diskCache, .pipelineNotKept: goal.verdict(for: ratio)
            case .pipeline: keptGoal.verdict(for: samples.median / kept)
            }
            table.add(
                name(of: reader), samples.median.formatted, samples.percentile(99).formatted,
                String(format: "%.2f", ratio), String(format: "%.2f", samples.median / kept), verdict)
        }
        table.print()
        print()
    }

    /// Times reading (`read`) and decoding each source's bytes, dropping each image at once or, with
    /// `keepingImages`, keeping them all until every source is read.
    private static func measure<Source>(
        _ sources: [Source], keepingImages: Bool = false, read: (Source) throws -> Data?
    ) throws -> [Duration] {
        var kept: [Bitmap] = []
        let durations = try sources.map { source in
            let start = ContinuousClock.now
            guard let data = try read(source) else { throw BenchError.incompleteLoad("\(source): no data") }
            let bitmap = try Bitmap(decoding: data)
            let elapsed = ContinuousClock.now - start
            if keepingImages { kept.append(bitmap) }
            withExtendedLifetime(bitmap) {}
            return elapsed
        }
        withExtendedLifetime(kept) {}
        return durations
    }

    /// Times `image(for:)` of each slice on a new pipeline sharing the disk cache (and the client,
    /// which must not be needed); `keepingImages: false` asks it not to keep them in its memory cache
    /// (`cachesInMemory`), which leaves the pipeline's own cost beside the plain file's.
    private func measureNewPipeline(keepingImages: Bool) async throws -> [Duration] {
        let fresh = ImagePipeline(configuration: .init(
            client: pipeline.configuration.client, diskCache: diskCache))
        var durations: [Duration] = []
        for url in series.sliceURLs {
            let start = ContinuousClock.now
            let response = try await fresh.response(for: ImageRequest(url: url, cachesInMemory: keepingImages))
            durations.append(.now - start)
            guard response.source == .disk else { throw BenchError.notCached(url) }
        }
        return durations
    }

    private func name(of reader: Reader) -> String {
        switch reader {
        case .plainFile: "Data(contentsOf:) of a plain file"
        case .plainFileKept: "the same, each image kept"
        case .diskCache: "DiskCache.data(forKey:)"
        case .pipeline: "new pipeline, response(for:)"
        case .pipelineNotKept: "the same, cachesInMemory: false"
        }
    }
}
