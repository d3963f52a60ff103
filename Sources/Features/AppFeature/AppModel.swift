import FeatureSupport
import Foundation
import Logging
import Observation
import TomoConnection
import TomoCore
import TomoPipeline
import TomoSeries

/// The app as a whole, for any front end: start-up (the HTTP client, the image pipeline and its disk
/// cache; a local server once a screen without an API is shown), which screen is shown, and the screens'
/// models, each made when its screen is first shown.
///
/// Call `start()`; once `phase` is `.ready`, `show(_:)` switches screens. `shutdown()` before exit writes
/// what is pending to the disk cache and stops the local server. The app model knows its screens through
/// `AppScreen` and its server through `LocalServer`: never a server module.
@MainActor
@Observable
public final class AppModel: ObservationWaiting {
    /// What the app was launched with; `locations` becomes the files `openFiles(_:)` was given when the
    /// screen that opens them had no model yet.
    public private(set) var settings: AppSettings
    /// The screens the app offers, in order.
    public let screens: [AppScreen]

    public private(set) var phase: AppPhase = .idle
    /// What start-up is doing ("Starting the built-in server…"); empty when it is not running.
    public private(set) var statusText = ""
    /// Why start-up failed; `retry()` is its action.
    public private(set) var banner: Banner?
    /// The screen shown.
    public private(set) var screen: AppScreen
    /// The models of the screens shown so far, by screen id.
    public private(set) var models: [String: any ScreenModel] = [:]
    /// What did not work but stops nothing (no disk cache, an unknown preset), for the log.
    public private(set) var notices: [String] = []

    /// The client session and the local server, once made: kept apart from the main actor so that
    /// `shutdown()` can run while the main actor cannot (a front end whose main loop has ended).
    private nonisolated let resources = Locked<(session: ClientSession?, server: LocalServer.Running?)>((nil, nil))
    private var session: ClientSession? { resources.withLock { $0.session } }
    private var server: LocalServer.Running? { resources.withLock { $0.server } }
    @ObservationIgnored private let localServer: LocalServer?
    @ObservationIgnored private let sources: AppSources
    /// Each made screen's start, which `open(_:)` awaits.
    @ObservationIgnored private var starts: [String: Task<Void, Never>] = [:]
    /// Bringing up the local server for a screen shown (`show(_:)`), which `open(_:)` awaits.
    @ObservationIgnored private var bringingUp: Task<Void, Never>?

    /// The app of `screens` (the first shown as `settings` says) reaching files and servers through
    /// `sources`, serving the screens without an API from `localServer`.
    public init(sources: AppSources, settings: AppSettings, screens: [AppScreen] = AppScreen.all, localServer: LocalServer? = nil) {
        self.settings = settings
        self.sources = sources
        self.screens = screens
        self.localServer = localServer
        screen = AppScreen.named(settings.firstScreen, in: screens) ?? screens[0]
    }

    /// The app's name, which ends every window title.
    public nonisolated static let name = "Tomo"

    /// The window's title: what the screen shown has open, then the app's name ("HEAD CT — Tomo"), or the
    /// name alone.
    public var windowTitle: String {
        model(for: screen)?.documentTitle.map { "\($0) — \(Self.name)" } ?? Self.name
    }

    /// The base URL `screen`'s API has: the one given, else the local server's (nil before it runs).
    public func apiURL(for screen: AppScreen) -> URL? {
        settings.apis.url(for: screen) ?? server?.baseURL
    }

    /// `screen`'s model, if it has been made.
    public func model(for screen: AppScreen) -> (any ScreenModel)? {
        models[screen.id]
    }

    /// Makes the client and the pipeline with its disk cache, starts the local server if the screen shown
    /// needs it (a screen that needs it later starts it then), and shows the screen. A failure shows in
    /// `banner`.
    public func start() async {
        guard phase == .idle || phase == .failed else { return }
        beginBringingUp()
        await bringUp()
    }

    /// The banner's action: starts again after a failed start-up.
    public func retry() async {
        guard phase == .failed else { return }
        await start()
    }

    /// Starts again after a failed start-up, `phase` `.starting` at once, the bringing up in a task of its own.
    func restart() {
        guard phase == .failed else { return }
        beginBringingUp()
        bringingUp = Task { await bringUp() }
    }

    /// Shows `screen`, making its model (and starting its work) the first time; a screen that needs the
    /// local server first starts it (`phase` is `.starting` meanwhile).
    public func show(_ screen: AppScreen) {
        self.screen = screen
        guard phase == .ready else { return }
        if needsLocalServer(screen) {
            beginBringingUp()
            bringingUp = Task { await bringUp() }
            return
        }
        make(screen)
    }

    /// `screen`'s model once its first result is in (or failed): made and started if need be, the local
    /// server started first if it needs it. Nil before start-up has succeeded, or for a screen without an API.
    public func open(_ screen: AppScreen) async -> (any ScreenModel)? {
        await bringingUp?.value
        if phase == .ready, needsLocalServer(screen) {
            beginBringingUp(for: screen)
            await bringUp(for: screen, showing: false)
        }
        guard phase == .ready, let model = make(screen) else { return nil }
        await starts[screen.id]?.value
        return model
    }

    /// Opens files (dropped on the window, or handed over by another launch) in the first screen that opens
    /// files, which it shows: in its model if it has one, else in a model made for them. False when no screen
    /// opens files, or there are none.
    @discardableResult
    public func openFiles(_ paths: [String]) async -> Bool {
        guard !paths.isEmpty, let screen = screens.first(where: { $0.openFiles != nil }), let openFiles = screen.openFiles else {
            return false
        }
        if let model = models[screen.id] {
            show(screen)
            await openFiles(model, paths)
        } else {
            settings.locations = paths.map(Location.init(filePath:))
            show(screen)
            await bringingUp?.value
            await starts[screen.id]?.value
        }
        return true
    }

    /// Writes pending downloads to the disk cache and stops the local server. Call before exit; it
    /// needs no main actor, so a front end may block its main thread until it returns.
    public nonisolated func shutdown() async {
        let (session, server) = resources.withLock { resources in
            defer { resources.server = nil }
            return resources
        }
        await session?.pipeline.flushDiskCache()
        await server?.stop()
    }

    /// Says that start-up is under way for `screen` (by default the one shown): what it is doing, no banner.
    private func beginBringingUp(for screen: AppScreen? = nil) {
        phase = .starting
        banner = nil
        statusText = needsLocalServer(screen ?? self.screen) ? localServer?.startingText ?? "" : "Connecting…"
    }

    /// Makes the session if there is none, starts the local server if `screen` (by default the one shown)
    /// needs it, then (unless `showing` is false) shows the screen shown by then. Call after
    /// `beginBringingUp`.
    private func bringUp(for screen: AppScreen? = nil, showing: Bool = true) async {
        let starter = needsLocalServer(screen ?? self.screen) ? localServer : nil
        do {
            if session == nil {
                let (session, warning) = await Self.makeSession(settings, logger: logger)
                resources.withLock { $0.session = session }
                if let warning { notices.append(warning) }
            }
            if let starter {
                let running = try await starter.start()
                resources.withLock { $0.server = running }
                if let alias = running.cacheAlias { session?.pipeline.aliasDiskCacheKeys(under: running.baseURL, as: alias) }
            }
            statusText = ""
            phase = .ready
            if showing { show(self.screen) }
        } catch {
            statusText = ""
            phase = .failed
            banner = Banner("Cannot start: \(ErrorMessage.text(for: error))")
        }
    }

    /// Whether `screen` needs the local server, which is not running yet.
    private func needsLocalServer(_ screen: AppScreen) -> Bool {
        server == nil && localServer != nil && settings.apis.url(for: screen) == nil && screen.needsAPI(settings)
    }

    @discardableResult
    private func make(_ screen: AppScreen) -> (any ScreenModel)? {
        if let model = models[screen.id] { return model }
        let apiURL = apiURL(for: screen)
        guard let session, apiURL != nil || !screen.needsAPI(settings) else { return nil }
        let context = ScreenContext(apiURL: apiURL, session: session, sources: sources, settings: settings) { [weak self] notice in
            self?.notices.append(notice)
        }
        let instance = screen.make(context)
        models[screen.id] = instance.model
        starts[screen.id] = Task { await instance.start() }
        return instance.model
    }

    private var logger: Logger {
        var logger = Logger(label: "tomo.app")
        logger.logLevel = settings.logLevel
        return logger
    }

    /// The client session, with the disk cache `settings` name (or the shared one). Opening the cache
    /// reads its folder and journal, so it runs off the main actor. A cache that cannot be opened is a
    /// warning. (The local server's images are kept under its `cacheAlias`, added once it runs, so that the
    /// next run, on another port, finds them.)
    @concurrent
    private static func makeSession(_ settings: AppSettings, logger: Logger) async -> (ClientSession, warning: String?) {
        var diskCache: DiskCache?
        var warning: String?
        do {
            diskCache = try SharedImageCache.open(at: settings.cacheDirectory)
        } catch {
            warning = "no disk cache: \(error)"
        }
        return (ClientSession(diskCache: diskCache, logger: logger), warning)
    }
}
