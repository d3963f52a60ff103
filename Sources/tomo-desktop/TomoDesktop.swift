import AppFeature
import ArgumentParser
import Foundation
import Logging
import TomoAppLive
import TomoArguments
import TomoBuildInfo
import TomoBuiltInServer
import TomoCore
import TomoDesktop
import TomoGTK
import TomoSeries

@main
struct TomoDesktop: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tomo-desktop",
        abstract: "Browse CT scans (DICOM files or a series API) and images served over REST in a GTK 4 window: a CT scan viewer, an image grid, a photo browser and a slider test.",
        discussion: DesktopHelp.discussion,
        version: TomoVersion.description)

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
        "The screen shown first: \(AppScreen.all.map(\.id).joined(separator: ", ")) (default: the one shown when Tomo last closed, or ct; ct when DICOM files are given).",
        valueName: "name"))
    var screen: String?

    @Option(help: ArgumentHelp(
        "DICOM files or folders (searched recursively) for the CT viewer to open instead of its API (repeatable), one DICOMweb server's root (http://…/dicom-web), one DICOM node (dicom://AET@HOST:PORT: its studies to choose from, searched by C-FIND, retrieved by C-GET), or the study library (library: or library:DIR: its studies to choose from).",
        valueName: "path"))
    var dicom: [String] = []

    @Argument(help: ArgumentHelp(
        "DICOM files or folders to open, as with --dicom (what the desktop entry passes).", valueName: "file-or-folder"))
    var paths: [String] = []

    @OptionGroup var credentials: DICOMwebCredentialOptions

    @Option(help: ArgumentHelp(
        "CT series to open (default: the API's default series; from DICOM files, their only series, or a picker when they hold several).",
        valueName: "id"))
    var series: String?

    @Option(help: ArgumentHelp(
        "Folder of the disk cache of images (default: $XDG_CACHE_HOME/tomo/slices, else ~/.cache/tomo/slices; "
            + "the built-in server's images are kept under a name for what it serves, its port changing every run).",
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

    @Flag(help: "Open a window of its own even when Tomo is running already (by default a launch hands its files and folders to the running Tomo, which shows them).")
    var newInstance = false

    /// Everything to open: `--dicom` and the arguments.
    private var dicomSources: [String] { dicom + paths }

    func validate() throws {
        if let screen, let message = AppScreen.unknownNameMessage(screen) { throw ValidationError(message) }
        for location in try locations() {
            do {
                try location.checkExists()
            } catch {
                throw ValidationError("--dicom: \(error)")
            }
        }
        let apis = try addresses()
        if !data.isEmpty, !apis.needLocalServer(for: AppScreen.all) {
            throw ValidationError("--data configures the built-in server, which no screen uses here: leave it out")
        }
    }

    func run() throws {
        SignalMask.unblockAll()
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        // What the last window left, under what this launch asks for.
        let stateURL = RememberedState.defaultURL()
        let (remembered, stateNotice) = RememberedState.load(from: stateURL)
        if let stateNotice { Logger(label: "tomo.desktop").warning("\(stateNotice)") }
        let rememberedScreen = remembered.screen.flatMap { AppScreen.named($0) }?.id
        let settings = AppSettings(
            apis: try addresses(), cacheDirectory: cacheDir.map { URL(fileURLWithPath: $0, isDirectory: true) },
            firstScreen: screen ?? (dicomSources.isEmpty ? rememberedScreen : nil) ?? AppScreen.ct.id, locations: try locations(),
            credentials: try credentials.credentials(), seriesID: series, presetName: preset ?? remembered.windowPreset,
            logLevel: logLevel.level)
        let (forceHeadless, montagePath, data) = (headless, montage, data)
        // A server, a node or a library is no file to hand over: such a launch has a window of its own.
        let isUnique = !newInstance && settings.locations.allSatisfy(\.isLocalFiles)
        let status = MainActor.assumeIsolated { () -> Int32? in
            let app = AppModel(sources: .live, settings: settings, localServer: .builtIn(serving: data, logLevel: settings.logLevel))
            if forceHeadless {
                HeadlessRun(app: app, montagePath: montagePath, noDisplayReason: nil).start()
                return nil
            }
            if case .unavailable(let reason) = Display.availability() {
                HeadlessRun(app: app, montagePath: montagePath, noDisplayReason: reason).start()
                return nil
            }
            switch DesktopApplication(model: app, isUnique: isUnique, windowSize: remembered.windowSize).run() {
            case .ran(let status, let windowSize):
                do {
                    try app.remembered(updating: remembered, windowSize: windowSize).save(to: stateURL)
                } catch {
                    Logger(label: "tomo.desktop").warning("Cannot remember the window's state in \(stateURL.path): \(error.localizedDescription)")
                }
                return status
            case .handedOver(let paths):
                let what = paths.isEmpty ? "asked it to show its window" : "handed it \(paths.count == 1 ? "1 file or folder" : "\(paths.count) files or folders")"
                FileHandle.standardError.write(Data("tomo-desktop: Tomo is running already: \(what) (--new-instance opens a window of its own)\n".utf8))
                return 0
            }
        }
        guard let status else { dispatchMain() }
        if status != 0 { throw ExitCode(status) }
    }

    /// What `--dicom` and the arguments name, parsed, and checked to be read together.
    private func locations() throws(ValidationError) -> [Location] {
        do {
            let locations = try Location.parsing(dicomSources)
            try Location.checkReadTogether(locations)
            return locations
        } catch {
            throw ValidationError("--dicom: \(error)")
        }
    }

    /// The API options as one value; each URL checked.
    private func addresses() throws(ValidationError) -> APIAddresses {
        func url(_ text: String?, _ option: String) throws(ValidationError) -> URL? {
            guard let text else { return nil }
            do {
                return try Location.seriesAPI(parsing: text).address
            } catch {
                throw ValidationError("\(option): \(error)")
            }
        }
        var overrides: [String: URL] = [:]
        overrides[AppScreen.ct.id] = try url(ctAPI, "--ct-api")
        overrides[AppScreen.grid.id] = try url(gridAPI, "--grid-api")
        overrides[AppScreen.photos.id] = try url(photosAPI, "--photos-api")
        overrides[AppScreen.slider.id] = try url(sliderAPI, "--slider-api")
        return APIAddresses(all: try url(api, "--api"), overrides: overrides)
    }
}

extension BuiltInServer.Source: ExpressibleByArgument {}
