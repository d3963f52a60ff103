import ArgumentParser
import TomoCore
import TomoTerminal

/// `tomo fetch`: loads every slice of a series into the disk cache.
struct FetchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Load every slice of a series into the disk cache.",
        discussion: """
            Progress goes to standard error: one updating line on a terminal, a line per tenth otherwise. \
            --json prints {"series": ID, "slices": [{"name", "sha256", "width", "height"}]} in series order, \
            sha256 being the digest of the slice's response bytes; a slice that failed has "error" instead. \
            Failed slices are also listed on standard error, and the exit status is then 1.
            """)

    @OptionGroup var client: ClientOptions
    @OptionGroup var cache: CacheOptions

    @Option(help: ArgumentHelp("Series id (default: the API's default series).", valueName: "id"))
    var series: String?

    @Option(help: ArgumentHelp(
        "Which image of each slice: auto, original, 16, a window preset or WIDTH,LEVEL.",
        discussion: """
            auto: the 16-bit slices when the API has series metadata (what render and the viewer use), else \
            original, the original API's 8-bit slices in the series' default window; 16: the stored values; \
            a preset or WIDTH,LEVEL: 8-bit slices windowed by the server.
            """,
        valueName: "variant"))
    var variant: SliceVariantChoice = .auto

    @Flag(help: "Print each slice's SHA-256 and size as JSON.")
    var json = false

    init() {}

    func run() async throws {
        let diskCache = try cache.open()
        let source = try client.session().seriesSource(diskCache: diskCache)
        let opened = try await source.open(id: series)
        let series = opened.series
        let sliceVariant = variant.variant(hasMetadata: opened.metadata != nil)
        let urls = series.slices.map { source.api.sliceURL(seriesID: series.id, name: $0, variant: sliceVariant) }
        let fetch = SeriesFetch(series: series, urls: urls, pipeline: source.pipeline)
        let report = await fetch.run(progress: ProgressReporter(title: "fetch"))
        let failures = report.failures
        if json {
            print(report.json.text)
        } else {
            print("series \(series.id): \(report.slices.count - failures.count) of \(report.slices.count) slices "
                + "in the cache at \(diskCache.directory.path)")
        }
        for failure in failures {
            StandardError.writeLine("Error: slice \(failure.name): \(failure.error ?? "")")
        }
        if !failures.isEmpty { throw ExitCode(CommandExitStatus.someSlicesFailed.rawValue) }
    }
}
