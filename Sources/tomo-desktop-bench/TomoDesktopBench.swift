import AppFeature
import ArgumentParser
import Foundation
import ImageGridFeature
import Logging
import PhotoBrowserFeature
import TomoBuiltInServer
import TomoDesktop
import TomoGTK

/// `tomo-desktop-bench`: the desktop app's on-screen benchmarks, each driving the app's real window and
/// measuring from GTK's frame clock (`scripts/bench/grid.sh`, `scripts/bench/photos.sh`). Not shipped.
@main
struct TomoDesktopBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tomo-desktop-bench",
        abstract: "Run one of tomo-desktop's on-screen benchmarks and write its figures as JSON.",
        discussion: """
            grid: scrolls the image grid through every item twice (loading, then from memory), timing frames. \
            photos: moves the photo browser's blur slider 200 times on a 1200×800 photo, timing each move until \
            the frame showing it is painted. Run under a display (Xvfb), with GSK_RENDERER=cairo for software \
            rendering that measures Tomo rather than Mesa.
            """)

    @Argument(help: "The benchmark: grid or photos.")
    var benchmark: Benchmark

    @Option(help: ArgumentHelp("Where to write the figures (JSON).", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("Base URL of the benchmarked screen's API (default: the built-in server).", valueName: "url"))
    var api: String?

    @Option(help: ArgumentHelp("Folder of the disk cache of images.", valueName: "folder"))
    var cacheDir: String?

    enum Benchmark: String, ExpressibleByArgument, CaseIterable {
        case grid, photos
    }

    func run() throws {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let screen = benchmark == .grid ? AppScreen.grid : AppScreen.photos
        var apis = APIAddresses()
        if let api { apis.overrides[screen.id] = URL(string: api) }
        let settings = AppSettings(
            apis: apis, cacheDirectory: cacheDir.map { URL(fileURLWithPath: $0, isDirectory: true) }, firstScreen: screen.id)
        let (benchmark, output) = (benchmark, URL(fileURLWithPath: output))
        let status = MainActor.assumeIsolated { () -> Int32 in
            let app = AppModel(settings: settings, screens: [screen], localServer: Self.builtInServer)
            return DesktopApplication(model: app) { window in
                window.onViewBuilt = { id, view in
                    guard id == screen.id else { return }
                    Self.start(benchmark, on: view, output: output) { window.window.destroy() }
                }
            }.run()
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// The built-in server with its default data, for a benchmark given no API.
    private static let builtInServer = LocalServer(startingText: "Starting the built-in server…") {
        let server = try await BuiltInServer.start(logger: Logger(label: "tomo.server"))
        return LocalServer.Running(baseURL: server.baseURL, cacheAlias: server.cacheAlias) { await server.stop() }
    }

    /// Starts `benchmark` on its screen's `view`; the benchmark keeps itself until it closes the window.
    @MainActor
    private static func start(_ benchmark: Benchmark, on view: AnyObject, output: URL, close: @escaping () -> Void) {
        switch benchmark {
        case .grid:
            guard let screen = view as? ThumbnailListScreen<ImageGridEnvironment> else { return }
            GridScrollBenchmark(screen: screen, output: output, close: close).start()
        case .photos:
            guard let screen = view as? ThumbnailListScreen<PhotoBrowserEnvironment> else { return }
            PhotoBlurBenchmark(screen: screen, output: output, close: close).start()
        }
    }
}
