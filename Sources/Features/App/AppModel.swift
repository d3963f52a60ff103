import FeatureSupport
import Foundation
import ImageGridFeature
import PhotoBrowserFeature
import SliderTestFeature
import Logging
import Observation
import ScanViewerFeature
import TomoBuiltInServer
import TomoConnection
import TomoCore
import TomoPipeline

/// The app as a whole, for any front end: start-up (the built-in server where no API was given, the
/// HTTP client, the image pipeline and its disk cache), which screen is shown, and the screens' models,
/// each made when its screen is first shown.
///
/// Call `start()`; once `phase` is `.ready`, `show(_:)` switches screens. `shutdown()` before exit writes
/// what is pending to the disk cache and stops the built-in server.
@MainActor
@Observable
public final class AppModel: ObservationWaiting {
    /// What the app was launched with.
    public let settings: AppSettings
    /// The screens the app offers, in order.
    public let screens = Screen.available

    public private(set) var phase: AppPhase = .idle
    /// What start-up is doing ("Starting the built-in server…"); empty when it is not running.
    public private(set) var statusText = ""
    /// Why start-up failed; `retry()` is its action.
    public private(set) var banner: Banner?
    /// The screen shown.
    public private(set) var screen: Screen
    /// The CT viewer's model, once its screen has been shown.
    public private(set) var scanViewer: ScanViewerModel?
    /// The image grid's model, once its screen has been shown.
    public private(set) var imageGrid: ImageGridModel?
    /// The photo browser's model, once its screen has been shown.
    public private(set) var photoBrowser: PhotoBrowserModel?
    /// The slider test's model, once its screen has been shown.
    public private(set) var sliderTest: SliderTestModel?
    /// What did not work but stops nothing (no disk cache, an unknown preset), for the log.
    public private(set) var notices: [String] = []

    /// The client session and the built-in server, once made: kept apart from the main actor so that
    /// `shutdown()` can run while the main actor cannot (a front end whose main loop has ended).
    private nonisolated let resources = Locked<(session: ClientSession?, server: BuiltInServer?)>((nil, nil))
    private var session: ClientSession? { resources.withLock { $0.session } }
    private var server: BuiltInServer? { resources.withLock { $0.server } }
    @ObservationIgnored private var scanViewerOpening: Task<Void, Never>?
    @ObservationIgnored private let logger: Logger

    public init(settings: AppSettings) {
        self.settings = settings
        screen = settings.firstScreen
        var logger = Logger(label: "tomo.app")
        logger.logLevel = settings.logLevel
        self.logger = logger
    }

    /// The base URL `screen`'s API has: the one given, else the built-in server's (nil before it runs).
    public func apiURL(for screen: Screen) -> URL? {
        settings.apis.url(for: screen) ?? server?.baseURL
    }

    /// Starts the built-in server if a screen needs it, makes the client and the pipeline with its disk
    /// cache, then shows the first screen. A failure shows in `banner`.
    public func start() async {
        guard phase == .idle || phase == .failed else { return }
        phase = .starting
        banner = nil
        let needsServer = server == nil && settings.apis.needBuiltInServer(for: screens)
        statusText = needsServer ? "Starting the built-in server…" : "Connecting…"
        do {
            if needsServer {
                let server = try await BuiltInServer.start(serving: settings.builtInData, logger: logger)
                resources.withLock { $0.server = server }
            }
            if session == nil {
                let (session, warning) = await Self.makeSession(settings, server: server, logger: logger)
                resources.withLock { $0.session = session }
                if let warning { notices.append(warning) }
            }
            statusText = ""
            phase = .ready
            show(screen)
        } catch {
            statusText = ""
            phase = .failed
            banner = Banner("Cannot start: \(ErrorMessage.text(for: error))")
        }
    }

    /// The banner's action: starts again after a failed start-up.
    public func retry() async {
        guard phase == .failed else { return }
        await start()
    }

    /// Shows `screen`, making its model (and starting its work) the first time.
    public func show(_ screen: Screen) {
        self.screen = screen
        guard phase == .ready else { return }
        switch screen {
        case .ct: _ = makeScanViewer()
        case .grid: _ = makeImageGrid()
        case .photos: _ = makePhotoBrowser()
        case .slider: _ = makeSliderTest()
        }
    }

    /// The CT viewer's model once its series is open (or failed to open): made and opened if need be.
    /// Nil before start-up has succeeded.
    public func openScanViewer() async -> ScanViewerModel? {
        guard let model = makeScanViewer() else { return nil }
        await scanViewerOpening?.value
        return model
    }

    /// The image grid's model once its first page has arrived (or failed): made and started if need be.
    /// Nil before start-up has succeeded.
    public func openImageGrid() async -> ImageGridModel? {
        guard let model = makeImageGrid() else { return nil }
        await model.start()
        return model
    }

    /// The photo browser's model once its first page has arrived (or failed): made and started if need
    /// be. Nil before start-up has succeeded.
    public func openPhotoBrowser() async -> PhotoBrowserModel? {
        guard let model = makePhotoBrowser() else { return nil }
        await model.start()
        return model
    }

    /// The slider test's model once its first slider has arrived (or failed): made and started if need
    /// be. Nil before start-up has succeeded.
    public func openSliderTest() async -> SliderTestModel? {
        guard let model = makeSliderTest() else { return nil }
        await model.start()
        return model
    }

    /// Writes pending downloads to the disk cache and stops the built-in server. Call before exit; it
    /// needs no main actor, so a front end may block its main thread until it returns.
    public nonisolated func shutdown() async {
        let (session, server) = resources.withLock { resources in
            defer { resources.server = nil }
            return resources
        }
        await session?.pipeline.flushDiskCache()
        await server?.stop()
    }

    private func makeScanViewer() -> ScanViewerModel? {
        if let scanViewer { return scanViewer }
        guard let session, let baseURL = apiURL(for: .ct) else { return nil }
        let model = ScanViewerModel(environment: .live(baseURL: baseURL, pipeline: session.pipeline))
        scanViewer = model
        let settings = settings
        scanViewerOpening = Task { [weak self] in
            await model.open(seriesID: settings.seriesID)
            guard let name = settings.presetName, !model.selectPreset(named: name),
                  let warning = model.presetWarning(forUnknownPreset: name)
            else { return }
            self?.notices.append(warning)
        }
        return model
    }

    private func makeImageGrid() -> ImageGridModel? {
        if let imageGrid { return imageGrid }
        guard let session, let baseURL = apiURL(for: .grid) else { return nil }
        let model = ImageGridModel(environment: .live(baseURL: baseURL, pipeline: session.pipeline))
        imageGrid = model
        Task { await model.start() }
        return model
    }

    private func makePhotoBrowser() -> PhotoBrowserModel? {
        if let photoBrowser { return photoBrowser }
        guard let session, let baseURL = apiURL(for: .photos) else { return nil }
        let model = PhotoBrowserModel(environment: .live(baseURL: baseURL, pipeline: session.pipeline))
        photoBrowser = model
        Task { await model.start() }
        return model
    }

    private func makeSliderTest() -> SliderTestModel? {
        if let sliderTest { return sliderTest }
        guard let session, let baseURL = apiURL(for: .slider) else { return nil }
        let model = SliderTestModel(environment: .live(baseURL: baseURL, client: session.client))
        sliderTest = model
        Task { await model.start() }
        return model
    }

    /// The client session, with the disk cache `settings` name (or the shared one); the built-in
    /// `server`'s images are kept under its `cacheAlias`, so that the next run, on another port, finds
    /// them. Opening the cache reads its folder and journal, so it runs off the main actor. A cache that
    /// cannot be opened is a warning.
    @concurrent
    private static func makeSession(
        _ settings: AppSettings, server: BuiltInServer?, logger: Logger
    ) async -> (ClientSession, warning: String?) {
        var diskCache: DiskCache?
        var warning: String?
        do {
            diskCache = try SharedImageCache.open(at: settings.cacheDirectory)
        } catch {
            warning = "no disk cache: \(error)"
        }
        var keys = DiskCacheKeys()
        if let server { keys.alias(server.baseURL, as: server.cacheAlias) }
        return (ClientSession(diskCache: diskCache, diskCacheKeys: keys, logger: logger), warning)
    }
}
