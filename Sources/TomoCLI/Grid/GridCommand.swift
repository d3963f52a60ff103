import ArgumentParser
import Foundation
import ImageGridFeature
import TomoCore
import TomoImaging
import TomoTerminal

/// `tomo grid`: loads the image grid's first thumbnails through the grid's own model and caches.
struct GridCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grid",
        abstract: "Load the first thumbnails of the image grid's media coverages into the caches.",
        discussion: """
            Pages through GET /api/v2/content/misc/media-coverages and loads each item's thumbnail as the \
            desktop app's grid does (a 160-pixel cell: quality 0 by the assignment's formula), keeping the \
            downloads in the disk cache, so a second run reads them from there. Progress goes to standard \
            error. --json prints {"items": [{"id", "url", "sha256", "width", "height"}]} in the API's order, \
            sha256 being the digest of the image's bytes and the size the original's; an item whose image \
            failed has "error" instead. -o writes a contact sheet of the thumbnails (PNG), failed ones as \
            gray tiles. Failed items are also listed on standard error, and the exit status is then 1.
            """)

    @OptionGroup var client: ClientOptions
    @OptionGroup var cache: CacheOptions

    @Option(help: ArgumentHelp("How many items, from the first.", valueName: "n"))
    var count = 200

    @Flag(help: "Print each item's image URL, SHA-256 and size as JSON.")
    var json = false

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write a contact sheet of the thumbnails to this PNG file.", valueName: "file"))
    var output: String?

    init() {}

    func validate() throws {
        guard count > 0 else { throw ValidationError("--count must be positive") }
    }

    func run() async throws {
        let session = try client.session()
        let pipeline = session.pipeline(diskCache: try cache.open())
        let model = await GridLoad.makeModel(baseURL: try client.baseURL(), pipeline: pipeline, client: session.client)
        let report = try await GridLoad(model: model, count: count).run(progress: ProgressReporter(title: "grid"))
        await pipeline.flushDiskCache()
        if let output {
            try PNGFile.write(try Montage(spacing: 2).render(report.tiles), to: output)
        }
        if json {
            print(report.json.text)
        } else {
            let failed = report.failures.count
            print("\(report.items.count - failed) of \(report.items.count) thumbnails in the caches"
                + (output.map { ", contact sheet \($0)" } ?? ""))
        }
        for failure in report.failures {
            StandardError.writeLine("Error: item \(failure.id): \(failure.error ?? "")")
        }
        if !report.failures.isEmpty { throw ExitCode(CommandExitStatus.someSlicesFailed.rawValue) }
    }
}
