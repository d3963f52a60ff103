import AppFeature
import ArgumentParser
import Foundation
import Logging
import TomoArguments
import TomoBuiltInServer
import TomoCore
import TomoGTK

/// `tomo-desktop`: Tomo's desktop app, one window hosting its screens; or, where there is no display, a
/// preload of the CT series and a montage PNG of it.
@main
struct TomoDesktop: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tomo-desktop",
        abstract: "Browse images served over REST in a GTK 4 window: a CT scan viewer, an image grid, a photo browser and a slider test.",
        discussion: """
            Without an API, starts the reference server in-process on 127.0.0.1 (any free port) with the \
            built-in data, so the app talks real HTTP to it. --api sets every screen's API; --ct-api, \
            --grid-api, --photos-api and --slider-api override it per screen. \
            CT viewer keys: Left/Right (or Up/Down) step, Page Up/Page Down move 10 slices, Home/End go to the \
            ends, Space plays or pauses, the mouse wheel scrubs, F5 retries after an error; dragging over the \
            image adjusts the window (right widens, down raises the level). \
            Image grid keys: arrows, Page Up/Down and Home/End move through the cells, Enter (or a click) opens \
            an image large or retries a failed one, Escape comes back, I shows the cache statistics, Ctrl+R or F5 \
            reloads. \
            Photo browser keys: arrows and Enter (or a click) open a photo, Escape comes back; there, Left/Right \
            step through the photos, N, G and B choose Normal, Grayscale and Blur, Up/Down change the blur, \
            Ctrl+S saves the photo as shown at full resolution; I and Ctrl+R as on the grid. \
            Slider test keys: arrows move one tick, Home/End go to the first/last, Enter is Next (Start Over on \
            the summary), Ctrl++ / Ctrl+− / Ctrl+0 make the text larger, smaller, normal. \
            Without a display (or with --headless), preloads the CT series with a progress bar and writes a \
            montage PNG.
            """)

    @Option(help: ArgumentHelp("Base URL of every screen's API (default: start the built-in server).", valueName: "url"))
    var api: String?

    @Option(help: ArgumentHelp("Base URL of the CT series API, overriding --api.", valueName: "url"))
    var ctAPI: String?

    @Option(help: ArgumentHelp("Base URL of the image grid's media-coverage API, overriding --api.", valueName: "url"))
    var gridAPI: String?

    @Option(help: ArgumentHelp("Base URL of the photo browser's Lorem Picsum API, overriding --api.", valueName: "url"))
    var photosAPI: String?

    @Option(help: ArgumentHelp("Base URL of the slider test API, overriding --api.", valueName: "url"))
    var sliderAPI: String?

    @Option(
        name: .long, parsing: .singleValue,
        help: ArgumentHelp(
            "Data for the built-in server, repeatable: cranium, phantom, phantom:COLUMNSxROWSxSLICES or an .inv3 path "
                + "(default: cranium if installed, then phantom). Only where a screen uses the built-in server.",
            valueName: "source"))
    var data: [BuiltInServer.Source] = []

    @Option(help: ArgumentHelp(
        "The screen shown first: \(Screen.available.map(\.rawValue).joined(separator: ", ")).", valueName: "name"))
    var screen = Screen.ct.rawValue

    @Option(help: ArgumentHelp("CT series to open (default: the API's default series).", valueName: "id"))
    var series: String?

    @Option(help: ArgumentHelp(
        "Folder of the disk cache of images (default where an API is given: $XDG_CACHE_HOME/tomo/slices, else "
            + "~/.cache/tomo/slices; the built-in server's images are not kept on disk, its port changes every run).",
        valueName: "folder"))
    var cacheDir: String?

    @Option(help: ArgumentHelp("CT window preset to start with, e.g. bone (default: the series' default window).", valueName: "name"))
    var preset: String?

    @Option(help: ArgumentHelp("How much to log on standard error.", valueName: "level"))
    var logLevel: LogLevel = .warning

    @Flag(help: "Do not open a window even if there is a display: preload the CT series and write a montage.")
    var headless = false

    @Option(help: ArgumentHelp(
        "Where the headless run writes the montage PNG (default: ./tomo-montage.png, or the temporary folder).",
        valueName: "path"))
    var montage: String?

    /// For the UI tests: a JSON file rewritten with what the CT screen shows after every change; the image
    /// grid writes its report beside it (`state.json` → `state.grid.json`).
    @Option(help: .hidden)
    var reportState: String?

    @Option(help: ArgumentHelp(
        "Benchmark: scroll the image grid through every item twice (loading, then from memory), write frame "
            + "figures to this JSON file, and quit. Use with --screen grid.",
        valueName: "file"))
    var scrollBenchmark: String?

    @Option(help: ArgumentHelp(
        "Benchmark: move the photo browser's blur slider 200 times on a 1200×800 photo, timing each move until "
            + "the frame showing it is painted; write the figures to this JSON file, and quit. Use with --screen photos.",
        valueName: "file"))
    var blurBenchmark: String?

    func validate() throws {
        if let message = Screen.unknownNameMessage(screen) { throw ValidationError(message) }
        let apis = try addresses()
        if !data.isEmpty, !apis.needBuiltInServer(for: Screen.available) {
            throw ValidationError("--data configures the built-in server, which no screen uses here: leave it out")
        }
    }

    func run() throws {
        SignalMask.unblockAll()
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let settings = AppSettings(
            apis: try addresses(), builtInData: data,
            cacheDirectory: cacheDir.map { URL(fileURLWithPath: $0, isDirectory: true) },
            firstScreen: Screen(rawValue: screen) ?? .ct, seriesID: series, presetName: preset, logLevel: logLevel.level)
        let (forceHeadless, montagePath) = (headless, montage)
        let instrumentation = Instrumentation(
            reportPath: reportState, scrollBenchmarkPath: scrollBenchmark, blurBenchmarkPath: blurBenchmark)
        let status = MainActor.assumeIsolated { () -> Int32? in
            if forceHeadless {
                HeadlessRun(settings: settings, montagePath: montagePath, noDisplayReason: nil).start()
                return nil
            }
            if case .unavailable(let reason) = Display.availability() {
                HeadlessRun(settings: settings, montagePath: montagePath, noDisplayReason: reason).start()
                return nil
            }
            return DesktopApplication(model: AppModel(settings: settings), instrumentation: instrumentation).run()
        }
        guard let status else { dispatchMain() }
        if status != 0 { throw ExitCode(status) }
    }

    /// The API options as one value; each URL checked.
    private func addresses() throws(ValidationError) -> APIAddresses {
        func url(_ text: String?, _ option: String) throws(ValidationError) -> URL? {
            guard let text else { return nil }
            do {
                return try APIBaseURL.parse(text)
            } catch {
                throw ValidationError("\(option): \(error)")
            }
        }
        var overrides: [Screen: URL] = [:]
        overrides[.ct] = try url(ctAPI, "--ct-api")
        overrides[.grid] = try url(gridAPI, "--grid-api")
        overrides[.photos] = try url(photosAPI, "--photos-api")
        overrides[.slider] = try url(sliderAPI, "--slider-api")
        return APIAddresses(all: try url(api, "--api"), overrides: overrides)
    }
}

extension BuiltInServer.Source: ExpressibleByArgument {}
