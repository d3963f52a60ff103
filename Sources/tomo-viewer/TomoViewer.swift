import ArgumentParser
import Foundation
import TomoGTK
import TomoServer

/// `tomo-viewer`: the CT scan viewer's desktop window, or, where there is no display, a preload of the
/// series and a montage PNG of it.
@main
struct TomoViewer: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tomo-viewer",
        abstract: "Browse a CT series slice by slice in a GTK 4 window.",
        discussion: """
            Without --api, starts the reference server in-process on 127.0.0.1 (any free port) with the \
            built-in data, so the viewer talks real HTTP to it. Keys: Left/Right (or Up/Down) step, \
            Page Up/Page Down move 10 slices, Home/End go to the ends, Space plays or pauses, the mouse wheel scrubs, \
            F5 retries after an error; dragging over the image adjusts the window (right widens, down raises the level). \
            Without a display (or with --headless), preloads the series with a progress bar and writes a montage PNG.
            """)

    @Option(help: ArgumentHelp("Base URL of a series API (default: start the built-in server).", valueName: "url"))
    var api: String?

    @Option(
        name: .long, parsing: .singleValue,
        help: ArgumentHelp(
            "Data for the built-in server, repeatable: cranium, phantom, phantom:COLUMNSxROWSxSLICES or an .inv3 path "
                + "(default: cranium if installed, then phantom). Not with --api.",
            valueName: "source"))
    var data: [DataSource] = []

    @Option(help: ArgumentHelp("Series to open (default: the API's default series).", valueName: "id"))
    var series: String?

    @Option(help: ArgumentHelp(
        "Folder of the disk cache of slices (default with --api: $XDG_CACHE_HOME/tomo/slices, else ~/.cache/tomo/slices; "
            + "the built-in server's slices are not kept on disk, its port changes every run).",
        valueName: "folder"))
    var cacheDir: String?

    @Option(help: ArgumentHelp("Window preset to start with, e.g. bone (default: the series' default window).", valueName: "name"))
    var preset: String?

    @Flag(help: "Do not open a window even if there is a display: preload the series and write a montage.")
    var headless = false

    @Option(help: ArgumentHelp(
        "Where the headless run writes the montage PNG (default: ./tomo-montage.png, or the temporary folder).",
        valueName: "path"))
    var montage: String?

    /// For the UI tests: a JSON file rewritten with what the window shows after every change.
    @Option(help: .hidden)
    var reportState: String?

    func validate() throws {
        if let api {
            _ = try APIConnection.url(from: api)
            guard data.isEmpty else { throw ValidationError("--data configures the built-in server: leave it out with --api") }
        }
    }

    func run() throws {
        SignalMask.unblockAll()
        let settings = ViewerSettings(
            api: api.flatMap { try? APIConnection.url(from: $0) }, data: data, seriesID: series, presetName: preset,
            cacheDirectory: cacheDir.map { URL(fileURLWithPath: $0, isDirectory: true) },
            montagePath: montage, stateReportPath: reportState)
        let forceHeadless = headless
        let status = MainActor.assumeIsolated { () -> Int32? in
            if forceHeadless {
                HeadlessViewer(settings: settings, noDisplayReason: nil).start()
                return nil
            }
            if case .unavailable(let reason) = Display.availability() {
                HeadlessViewer(settings: settings, noDisplayReason: reason).start()
                return nil
            }
            return ViewerApplication(settings: settings).run()
        }
        guard let status else { dispatchMain() }
        if status != 0 { throw ExitCode(status) }
    }
}
