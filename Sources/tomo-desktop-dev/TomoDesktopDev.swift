import AppFeature
import ArgumentParser
import FeatureSupport
import Foundation
import ImageGridFeature
import Logging
import PhotoBrowserFeature
import TomoAppLive
import TomoBuildInfo
import TomoBuiltInServer
import TomoDesktop
import TomoGTK
import TomoSeries

/// `tomo-desktop-dev`: what developers run on the desktop app beside it, never shipped: its on-screen
/// benchmarks (`scripts/bench/grid.sh`, `scripts/bench/photos.sh`), measured from GTK's frame clock, and
/// the README's screenshots (`scripts/screenshots.sh`). Each drives the real app window in this process.
@main
struct TomoDesktopDev: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tomo-desktop-dev",
        abstract: "Benchmark tomo-desktop on screen, or photograph its screens for the README.",
        discussion: """
            Run under a display (Xvfb), with GSK_RENDERER=cairo for software rendering that measures Tomo \
            rather than Mesa's GL.
            """,
        version: TomoVersion.description,
        subcommands: [
            ScrollBenchmarkCommand.self, BlurBenchmarkCommand.self, FirstSliceBenchmarkCommand.self, SliceKeysBenchmarkCommand.self, CompareBenchmarkCommand.self,
            ScreenshotsCommand.self,
        ])

    /// The built-in server with its default data, for a run given no API.
    static let builtInServer = LocalServer(startingText: "Starting the built-in server…") {
        let server = try await BuiltInServer.start(logger: Logger(label: "tomo.server"))
        return LocalServer.Running(baseURL: server.baseURL, cacheAlias: server.cacheAlias) { await server.stop() }
    }

    /// Runs the app on `screens` (the first shown first) until the window closes; `drive` is told of the
    /// window once it shows. Throws the app's exit status if it is not 0.
    static func runApp(
        screens: [AppScreen], api: String?, cacheDir: String?, locations: [Location] = [],
        drive: @escaping @MainActor (MainWindow) -> Void
    ) throws {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        var apis = APIAddresses()
        if let api { apis.all = URL(string: api) }
        let settings = AppSettings(
            apis: apis, cacheDirectory: cacheDir.map { URL(fileURLWithPath: $0, isDirectory: true) }, firstScreen: screens[0].id,
            locations: locations)
        let outcome = MainActor.assumeIsolated {
            DesktopApplication(model: AppModel(sources: .live, settings: settings, screens: screens, localServer: builtInServer), onWindow: drive).run()
        }
        if case .ran(let status, _) = outcome, status != 0 { throw ExitCode(status) }
    }
}

/// What both on-screen benchmarks are given.
struct BenchmarkOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Where to write the figures (JSON).", valueName: "file"))
    var output: String
    @Option(help: ArgumentHelp("Base URL of the screen's API (default: the built-in server).", valueName: "url"))
    var api: String?
    @Option(help: ArgumentHelp("Folder of the disk cache of images.", valueName: "folder"))
    var cacheDir: String?

    /// Runs the app on `screen` alone and starts the benchmark `start` makes once the screen's view is
    /// built; the benchmark closes the window when it has written its figures.
    func run<Environment: ThumbnailListSource>(
        _ screen: AppScreen, of environment: Environment.Type,
        _ start: @escaping @MainActor (ThumbnailListScreen<Environment>, URL, _ close: @escaping () -> Void) -> Void
    ) throws {
        let output = URL(fileURLWithPath: output)
        try TomoDesktopDev.runApp(screens: [screen], api: api, cacheDir: cacheDir) { window in
            window.onViewBuilt = { _, view in
                guard let list = view as? ThumbnailListScreen<Environment> else { return }
                start(list, output) { window.window.destroy() }
            }
        }
    }
}

/// `tomo-desktop-dev scroll`: the image grid's "no lag" benchmark.
struct ScrollBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll",
        abstract: "Scroll the image grid through every item twice (loading, then from memory), timing its frames.")

    @OptionGroup var options: BenchmarkOptions

    func run() throws {
        try options.run(.grid, of: ImageGridEnvironment.self) { screen, output, close in
            GridScrollBenchmark(screen: screen, output: output, close: close).start()
        }
    }
}

/// `tomo-desktop-dev blur`: the photo browser's "slider move → on screen" benchmark.
struct BlurBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "blur",
        abstract: "Move the photo browser's blur slider 200 times on a 1200×800 photo, timing each move until it is painted.")

    @OptionGroup var options: BenchmarkOptions

    func run() throws {
        try options.run(.photos, of: PhotoBrowserEnvironment.self) { screen, output, close in
            PhotoBlurBenchmark(screen: screen, output: output, close: close).start()
        }
    }
}

/// `tomo-desktop-dev first-slice`: how soon a DICOM series is on screen, and at what memory.
struct FirstSliceBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "first-slice",
        abstract: "Time the app from its start to a series' first slice on screen, then to every slice loaded.",
        discussion: "One run per process (scripts/bench/dicom-desktop.sh runs it several times). Without --dicom, the "
            + "app starts as scripts/run.sh starts it, on the built-in head CT: a new user's first minute.")

    @OptionGroup var options: BenchmarkOptions
    @Option(help: ArgumentHelp(
        "The DICOM folder of one series to open, or library:FOLDER, a study library whose most recent study is opened "
            + "(without it, the built-in head CT).", valueName: "location"))
    var dicom: String?

    func run() throws {
        let output = URL(fileURLWithPath: options.output)
        let location = try dicom.map { try Location(parsing: $0) }
        let isLibrary = if case .library = location { true } else { false }
        try TomoDesktopDev.runApp(screens: AppScreen.all, api: options.api, cacheDir: options.cacheDir, locations: location.map { [$0] } ?? []) { window in
            FirstSliceBenchmark(window: window, output: output, opensMostRecentStudy: isLibrary).start()
        }
    }
}

/// `tomo-desktop-dev compare`: Compare with Prior from a study library, until both panes' slices are painted.
struct CompareBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Open a library's most recent study, then compare it with its prior, timing each until painted.",
        discussion: "scripts/bench/compare-desktop.sh makes the library and runs it.")

    @OptionGroup var options: BenchmarkOptions
    @Option(help: ArgumentHelp("The study library's folder.", valueName: "folder"))
    var library: String
    @Option(help: "Rounds: each opens the study, then compares it.")
    var rounds = 7

    func run() throws {
        let rounds = rounds
        try options.runScanViewer(on: "library:" + library) { window, output in
            CompareBenchmark(window: window, rounds: rounds, output: output).start()
        }
    }
}

/// `tomo-desktop-dev slice-keys`: the CT viewer's "key → painted" benchmark, one view and three.
struct SliceKeysBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "slice-keys",
        abstract: "Press ↓ and ↑ in the CT viewer on a DICOM series (one view, then three), timing each key until painted.")

    @OptionGroup var options: BenchmarkOptions
    @Option(help: ArgumentHelp("The DICOM folder of one series to open.", valueName: "folder"))
    var dicom: String
    @Option(help: "Key presses per layout.")
    var moves = 200

    func run() throws {
        let moves = moves
        try options.runScanViewer(on: dicom) { window, output in
            SliceKeysBenchmark(window: window, moves: moves, output: output).start()
        }
    }
}

/// `tomo-desktop-dev screenshots`: the README's pictures of every screen.
struct ScreenshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenshots",
        abstract: "Photograph every screen on the built-in data, as the README shows them, into a folder.")

    @Option(help: ArgumentHelp("The folder to write the PNG files to.", valueName: "folder"))
    var output: String
    @Option(help: ArgumentHelp("Folder of the disk cache of images.", valueName: "folder"))
    var cacheDir: String?
    @Option(help: ArgumentHelp(
        "A folder of DICOM series (several, one of them a CT of many slices) for the pictures of the series "
            + "picker and of a DICOM series; without it they are not taken.",
        valueName: "folder"))
    var dicom: String?
    @Option(help: ArgumentHelp(
        "A DICOMweb server's root holding those series, for the picture of the study browser; without it it is not taken.",
        valueName: "url"))
    var pacs: String?
    @Option(help: ArgumentHelp(
        "A DICOM node (dicom://AET@HOST:PORT) holding those series, for the picture of the study browser over it; "
            + "without it it is not taken.",
        valueName: "node"))
    var node: String?
    @Option(help: ArgumentHelp(
        "A folder of one DICOM series, one of its files cut inside its header, for the picture of what a series "
            + "lost; without it it is not taken.",
        valueName: "folder"))
    var lostFileFolder: String?
    @Option(help: ArgumentHelp(
        "DICOM files of other modalities (an MR image, a colour ultrasound loop), each photographed with the probe "
            + "over it; repeatable.",
        valueName: "file"))
    var image: [String] = []
    @Option(help: ArgumentHelp(
        "The prior of the --dicom folder's head CT (the same patient, another visit), imported into the library with it "
            + "for the picture of a follow-up; without it it is not taken.",
        valueName: "folder"))
    var prior: String?

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (dicom, pacs, node, lost, images, prior) = (dicom, pacs, node, lostFileFolder, image, prior)
        try TomoDesktopDev.runApp(screens: AppScreen.all, api: nil, cacheDir: cacheDir) { window in
            ScreenshotTour(
                window: window, folder: folder, dicomFolder: dicom, pacs: pacs, node: node, lostFileFolder: lost, images: images,
                priorFolder: prior
            ).start()
        }
    }
}
