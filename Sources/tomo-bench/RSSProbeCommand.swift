import ArgumentParser
import Foundation
import TomoCore
import TomoPipeline

/// `tomo-bench rss-probe`: one cold preload in a process of its own, reporting its resident memory.
///
/// The RSS benchmark runs it as a child so that the high-water mark covers this preload alone, not
/// the other benchmarks' allocations (which the allocator may keep after they are freed).
struct RSSProbeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rss-probe",
        abstract: "Preload one series in this process and print its memory figures as JSON (used by the RSS benchmark).",
        shouldDisplay: false)

    @Option(help: "The server's base URL.")
    var server: String

    @Option(help: "The id of the series to preload.")
    var series: String

    @Option(help: "The memory cache's cost limit, in bytes.")
    var memoryLimit: Int

    func run() async throws {
        guard let baseURL = URL(string: server) else { throw ValidationError("--server is not a URL") }
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let pipeline = Preload.makePipeline(
            transport: ImagePipeline.defaultTransport(),
            diskCache: try DiskCache(directory: try scratch.makeFolder("disk-cache")), memoryLimit: memoryLimit)
        let api = SeriesAPI(baseURL: baseURL)
        let slices = try await pipeline.configuration.client.send(api.series(id: series)).slices
        let urls = slices.map { api.sliceURL(seriesID: series, name: $0) }
        guard let before = ProcessMemory.current() else { throw BenchError.noProcFileSystem }
        try await Preload.run(pipeline, urls: urls)
        guard let after = ProcessMemory.current() else { throw BenchError.noProcFileSystem }
        let cached = urls.compactMap { pipeline.cachedImage(for: ImageRequest(url: $0))?.pixels.count }
        // Every slice has one size: the largest cached one stands for any not cached.
        let result = RSSProbeResult(
            memoryLimit: pipeline.configuration.memoryCacheLimits.totalCost, before: before, after: after,
            cachedBytes: cached.reduce(0, +), seriesBytes: (cached.max() ?? 0) * urls.count)
        print(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
    }
}
