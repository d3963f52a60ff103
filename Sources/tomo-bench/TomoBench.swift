import ArgumentParser
import Foundation
import TomoBuildInfo
import TomoCore
import TomoPipeline
import TomoServer
import TomoServerCommands

/// `tomo-bench`: the client benchmarks (the pipeline's, and the CT viewer model's scrubbing), each
/// against a baseline measured in the same run.
///
/// Starts a reference server (`tomo-server`, in a process of its own), runs the benchmarks and prints
/// a table for each.
@main
struct TomoBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tomo-bench",
        abstract: "Benchmarks of Tomo's image pipeline and viewer model, each against a baseline measured in the same run.",
        discussion: """
            P1: cold preload of a series through the pipeline vs curl --parallel on the same URLs.
            P2: memory-cache lookups of decoded slices (p50/p99).
            P3: a disk-cache hit vs reading the same bytes from a plain file, both decoded.
            RSS: peak resident memory during a preload, against the memory cache's limit.
            Scrub: the CT viewer's model moved to random slices of a preloaded series, each move timed until \
            the windowed bitmap is ready (p50/p99), against the cache lookup and the windowing alone; memory flat.
            P4: the image grid's model flung from page 1 to page 10 while a second server delays every image: \
            transfers started, finished and dropped for the skipped items, the most in flight, and the time \
            until page 10 is complete against opening it directly.
            Reslice: coronal and sagittal sections of a 512 × 512 × 300 volume (p50/p99) against the copy alone.
            Library: importing 2,000 files into the study library against reading their headers; study searches \
            and the study list on a library of 100,000 instances (p50/p99).
            Cine: the CT viewer's model stepping through a 640 × 480 RGB loop of 60 frames in one file, each step \
            until drawn (p50/p99), against reading the file alone and converting one frame alone.
            Segmentation: a segmentation of many segments over a CT (--segmentation, --segmentation-ct; made by \
            scripts/bench/segmentation.sh) read and placed on the CT's grid, measured on its voxels, the memory it \
            takes, and each view's labels cut and laid over its image (p50/p99) beside the image alone.
            The reference server runs as a separate tomo-server process, shared by every client measured.
            Prints tables; exits with 0 whether or not the goals are met, non-zero only on errors.
            """,
        version: TomoVersion.description,
        subcommands: [RSSProbeCommand.self])

    @Option(name: .long, parsing: .singleValue,
            help: ArgumentHelp(
                "Data for the server, repeatable (as tomo-server's --data).",
                discussion: "P1, P2 and P3 run on every series; RSS on the one with the most slices. Default: cranium if installed, and phantom:256x256x512.",
                valueName: "source"))
    var data: [DataSource] = []

    @Option(name: .long, parsing: .singleValue, help: "Run only this benchmark; repeatable.")
    var only: [Benchmark] = []

    @Option(help: "Rounds of P1 and P3, and RSS probes per memory limit.")
    var rounds = 5

    @Option(help: "Random lookups of P2.")
    var lookups = 10_000

    @Option(help: "Random slider moves of the scrub benchmark.")
    var moves = 10_000

    @Option(help: ArgumentHelp("A memory-cache limit below the decoded series, for the RSS benchmark.", valueName: "MiB"))
    var tightMemoryLimit = 16

    @Option(help: ArgumentHelp("P4's delay of each grid image, in ms: a value or a range MIN-MAX.", valueName: "ms"))
    var gridLatency = "50-100"

    @Option(help: ArgumentHelp("The tomo-server to start. Default: the one beside tomo-bench.", valueName: "path"))
    var serverBinary: String?

    func validate() throws {
        guard rounds >= 1, lookups >= 1, moves >= 10, sections >= 1, searches >= 1 else {
            throw ValidationError("--rounds, --lookups, --sections and --searches must be at least 1, --moves at least 10")
        }
        guard tightMemoryLimit >= 0 else { throw ValidationError("--tight-memory-limit must not be negative") }
    }

    @Option(help: "Random rows and columns of the reslice benchmark.")
    var sections = 200

    @Option(help: "Study searches of the library benchmark.")
    var searches = 800

    @Option(help: ArgumentHelp("The segmentation of the segmentation benchmark.", valueName: "SEG.dcm"))
    var segmentation: String?

    @Option(help: ArgumentHelp("The CT folder the segmentation lies over.", valueName: "folder"))
    var segmentationCT: String?

    func run() async throws {
        let benchmarks = Set(only.isEmpty ? Benchmark.allCases : only)
        if benchmarks.contains(.reslice) {
            Self.progress("Reslice of a 512 × 512 × 300 volume")
            try ResliceBenchmark(sections: sections).run()
        }
        if benchmarks.contains(.library) {
            Self.progress("Library: import, search and open")
            try await LibraryBenchmark(searches: searches).run()
        }
        if benchmarks.contains(.cine) {
            Self.progress("Cine: stepping through a colour loop")
            try await CineBenchmark(steps: 120).run()
        }
        if benchmarks.contains(.alignment) {
            Self.progress("Alignment of two 512 × 512 × 300 volumes")
            try AlignmentBenchmark(rounds: 5).run()
        }
        if benchmarks.contains(.segmentation) {
            if let segmentation, let segmentationCT {
                Self.progress("Segmentation over a CT")
                try await SegmentationBenchmark(ct: segmentationCT, segmentation: segmentation, rounds: 3, draws: 100).run()
            } else {
                Self.progress("Segmentation: skipped without --segmentation and --segmentation-ct (scripts/bench/segmentation.sh)")
            }
        }
        if benchmarks.isSubset(of: [.reslice, .library, .cine, .alignment, .segmentation]) { return }
        let binary = serverBinary.map { URL(fileURLWithPath: $0) }
            ?? ChildProcess.current.deletingLastPathComponent().appending(path: "tomo-server")
        let sources = data.isEmpty ? Self.defaultData : data
        Self.progress("starting \(binary.path) with \(sources.map(\.description).joined(separator: ", "))")
        let server = try ServerProcess(binary: binary, data: sources)
        defer { server.stop() }
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let interruption = Interruption.handle {
            server.stop()
            scratch.remove()
        }
        defer { withExtendedLifetime(interruption) {} }

        let defaults = ImagePipeline.Configuration()
        let allSeries = try await BenchSeries.all(at: server.baseURL, client: defaults.client)
        print("tomo-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores; server \(server.baseURL) (tomo-server, its own process);")
        print("pipeline defaults: \(defaults.maximumConcurrentTransfers) transfers, \(defaults.maximumConcurrentDecodes) decodes at once, "
            + "memory cache \(defaults.memoryCacheLimits.totalCost >> 20) MiB\n")

        if benchmarks.contains(.p1) {
            for series in allSeries {
                Self.progress("P1 on \(series.title)")
                try await ColdPreloadBenchmark(
                    series: series, rounds: rounds, transfers: defaults.maximumConcurrentTransfers,
                    decodes: defaults.maximumConcurrentDecodes, scratch: scratch
                ).run()
            }
        }
        if benchmarks.contains(.p2) || benchmarks.contains(.p3) {
            for series in allSeries {
                Self.progress("P2, P3 on \(series.title)")
                let diskCache = try DiskCache(directory: try scratch.makeFolder("disk-cache"))
                let pipeline = Preload.makePipeline(transport: ImagePipeline.defaultTransport(), diskCache: diskCache)
                try await Preload.run(pipeline, urls: series.sliceURLs)
                if benchmarks.contains(.p2) {
                    try await CachedLookupBenchmark(series: series, pipeline: pipeline, lookups: lookups).run()
                }
                if benchmarks.contains(.p3) {
                    try await DiskHitBenchmark(
                        series: series, pipeline: pipeline, diskCache: diskCache, rounds: rounds, scratch: scratch
                    ).run()
                }
            }
        }
        if benchmarks.contains(.scrub) {
            for series in allSeries {
                Self.progress("Scrub on \(series.title)")
                try await ScrubBenchmark(series: series, baseURL: server.baseURL, moves: moves).run()
            }
        }
        if benchmarks.contains(.p4) {
            Self.progress("P4 on a second server delaying images by \(gridLatency) ms")
            let delaying = try ServerProcess(
                binary: binary, data: [.phantom(columns: 16, rows: 16, slices: 4)],
                options: ["--fault-latency", gridLatency, "--clean-grid"])
            defer { delaying.stop() }
            try await GridFlingBenchmark.warmUp(baseURL: delaying.baseURL)
            try await GridFlingBenchmark(baseURL: delaying.baseURL, latency: gridLatency, rounds: rounds).run()
        }
        if benchmarks.contains(.blur) {
            Self.progress("Blur slider on the photo browser's detail view")
            try await BlurSliderBenchmark(baseURL: server.baseURL, moves: 200).run()
        }
        if benchmarks.contains(.rss) {
            Self.progress("RSS on \(allSeries[0].title)")
            try await PeakRSSBenchmark(
                series: allSeries[0], baseURL: server.baseURL,
                memoryLimits: [defaults.memoryCacheLimits.totalCost, tightMemoryLimit << 20],
                rounds: rounds, scratch: scratch
            ).run()
        }
    }

    /// The real head CT when installed, and a phantom of 512 slices (the RSS benchmark wants ≥ 512).
    private static var defaultData: [DataSource] {
        DataSource.defaults.filter { $0 == .cranium } + [.phantom(columns: 256, rows: 256, slices: 512)]
    }

    /// Tells what runs now, on standard error (the tables go to standard output).
    static func progress(_ message: String) {
        FileHandle.standardError.write(Data("tomo-bench: \(message)…\n".utf8))
    }
}
