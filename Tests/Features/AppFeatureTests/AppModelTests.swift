import AppFeature
import Foundation
import ImageGridFeature
import PhotoBrowserFeature
import ScanViewerFeature
import Testing
import SliderTestFeature
import TomoAppLive
import TomoBuiltInServer
import TomoCore
import TomoNetworkSeries
import TomoPipeline
import TomoSeries
import TomoTestSupport

/// The app model's start-up, headless: the built-in server or the APIs given, screens made when shown.
@MainActor
@Suite("App model", .timeLimit(.minutes(10)))
final class AppModelTests {
    /// Each test's own disk cache, so that none writes to the shared one.
    let cache: URL

    init() throws {
        cache = try makeScratchFolder()
    }

    deinit {
        try? FileManager.default.removeItem(at: cache)
    }

    @Test("Without APIs it starts the built-in server, says so meanwhile, and opens the CT viewer on it")
    func builtInServer() async throws {
        let app = AppModel(sources: .live, settings: AppSettings(cacheDirectory: cache), localServer: try .builtIn("phantom:24x20x6"))
        #expect(app.phase == .idle && app.model(for: .ct) == nil)
        let start = Task { await app.start() }
        await app.waitUntil { $0.phase != .idle }  // loading the data takes a while
        #expect(app.phase == .starting && app.statusText == "Starting the built-in server…")
        await start.value
        #expect(app.phase == .ready && app.statusText.isEmpty && app.banner == nil)
        let base = try #require(app.apiURL(for: .ct))
        #expect(base.host() == "127.0.0.1" && base.port != nil)
        let model = try #require(await app.open(.ct) as? ScanViewerModel)
        #expect(model === app.model(for: .ct), "one model per screen")
        #expect(model.phase == .ready && model.sliceCount == 6)
        let series = try await IndependentFetch(base: base).series()
        #expect((model.series as? APIOpenedSeries)?.series == series, "the model shows what the built-in server serves")
        await model.waitUntilPreloaded()
        await app.shutdown()
    }

    @Test("With an API for the CT screen no server starts; a server that is down fails the series, not the app")
    func givenAPI() async throws {
        let stopped = try await withTestServer { base in base }
        let cache = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = AppModel(sources: .live, settings: AppSettings(
            apis: APIAddresses(all: URL(string: "http://unused.invalid")!, overrides: ["ct": stopped]), cacheDirectory: cache),
            localServer: .unreachable)
        await app.start()
        #expect(app.phase == .ready && app.apiURL(for: .ct) == stopped && app.notices.isEmpty)
        let model = try #require(await app.open(.ct) as? ScanViewerModel)
        guard case .failed = model.phase else {
            Issue.record("expected the series to fail, got \(model.phase)")
            return
        }
        #expect(model.banner?.message.hasPrefix("Cannot open the series:") == true)
        await app.shutdown()
    }

    @Test("DICOM files for the CT screen: it opens them at once, and the built-in server starts only when a screen needs it")
    func dicomFirstServerLater() async throws {
        let head = try await HeadCTSeries.shared()
        let app = AppModel(sources: .live, settings: AppSettings(cacheDirectory: cache, locations: [.path(head.folder.path)]), localServer: try .builtIn("phantom:16x16x4"))
        await app.start()
        #expect(app.phase == .ready && app.apiURL(for: .ct) == nil, "no server for DICOM files")
        let ct = try #require(await app.open(.ct) as? ScanViewerModel)
        #expect(ct.phase == .ready && ct.sliceCount == 108 && ct.series?.entry.id == head.seriesInstanceUID)

        app.show(.slider)
        #expect(app.phase == .starting && app.statusText == "Starting the built-in server…" && app.model(for: .slider) == nil)
        await app.waitUntil { $0.model(for: .slider) != nil }
        #expect(app.phase == .ready && app.apiURL(for: .slider) != nil && app.screen == .slider)
        #expect(await app.open(.grid) is ImageGridModel)
        #expect(app.apiURL(for: .grid) == app.apiURL(for: .slider), "one server for every screen that needs it")
        await ct.waitUntilPreloaded()
        await app.shutdown()
    }

    @Test("A built-in server that cannot start shows a banner; Retry starts again")
    func failedStart() async throws {
        let app = AppModel(sources: .live, settings: AppSettings(cacheDirectory: cache), localServer: try .builtIn("/no/such/project.inv3"))
        await app.start()
        #expect(app.phase == .failed && app.statusText.isEmpty)
        let message = try #require(app.banner?.message)
        #expect(message.hasPrefix("Cannot start:") && message.contains("/no/such/project.inv3"), "\(message)")
        #expect(await app.open(.ct) == nil, "no screen before start-up succeeds")
        await app.retry()
        #expect(app.phase == .failed, "the same data fails the same way, and says so again")
        await app.shutdown()
    }

    @Test("An unknown preset is a notice naming the presets there are; a known one applies")
    func presets() async throws {
        let unknown = AppModel(sources: .live, settings: AppSettings(cacheDirectory: cache, presetName: "nope"), localServer: try .builtIn("phantom:16x16x4"))
        await unknown.start()
        let model = try #require(await unknown.open(.ct) as? ScanViewerModel)
        #expect(unknown.notices.count == 1)
        #expect(unknown.notices.first?.hasPrefix("no window preset nope; try ") == true, "\(unknown.notices)")
        #expect(model.selectedPresetName != "nope")
        await unknown.shutdown()

        let bone = AppModel(sources: .live, settings: AppSettings(cacheDirectory: cache, presetName: "BONE"), localServer: try .builtIn("phantom:16x16x4"))
        await bone.start()
        #expect((await bone.open(.ct) as? ScanViewerModel)?.selectedPresetName == "bone")
        #expect(bone.notices.isEmpty)
        await bone.shutdown()
    }

    @Test("The image grid opens on the built-in server's media coverages")
    func imageGridOnTheBuiltInServer() async throws {
        let app = AppModel(sources: .live, settings: AppSettings(cacheDirectory: cache, firstScreen: "grid"), localServer: try .builtIn("phantom:16x16x4"))
        await app.start()
        let grid = try #require(await app.open(.grid) as? ImageGridModel)
        #expect(app.screen == .grid && app.model(for: .grid) === grid)
        #expect(!grid.items.isEmpty && grid.banner == nil)
        await app.shutdown()
    }

    @Test("The photo browser opens on the built-in server's Picsum list")
    func photoBrowserOnTheBuiltInServer() async throws {
        let app = AppModel(sources: .live, settings: AppSettings(cacheDirectory: cache, firstScreen: "photos"), localServer: try .builtIn("phantom:16x16x4"))
        await app.start()
        let photos = try #require(await app.open(.photos) as? PhotoBrowserModel)
        #expect(app.screen == .photos && app.model(for: .photos) === photos && app.model(for: .grid) == nil)
        #expect(photos.items.count == 30 && photos.banner == nil)
        await app.shutdown()
    }

    @Test("The slider test starts on the built-in server")
    func sliderTestOnTheBuiltInServer() async throws {
        let app = AppModel(sources: .live, settings: AppSettings(cacheDirectory: cache, firstScreen: "slider"), localServer: try .builtIn("phantom:16x16x4"))
        await app.start()
        let test = try #require(await app.open(.slider) as? SliderTestModel)
        #expect(app.screen == .slider && app.model(for: .slider) === test)
        #expect(test.phase == .answering && test.stepText == "Step 1" && test.banner == nil)
        await app.shutdown()
    }

    @Test("The built-in server's images are cached under what it serves, not its port: the next run reads them from disk")
    func builtInImagesOnDiskAcrossRuns() async throws {
        var runs: [PipelineStats] = [], firstThumbnail: URL?
        for _ in 0..<2 {
            let app = AppModel(sources: .live, settings: AppSettings(cacheDirectory: cache, firstScreen: "photos"), localServer: try .builtIn("phantom:16x16x4"))
            await app.start()
            let photos = try #require(await app.open(.photos) as? PhotoBrowserModel)
            let loading = 0 ..< 4 * (1 + photos.source.lookaheadRows)
            photos.show(visible: 0..<4, columns: 4, cellPixelSize: 200)
            await photos.waitUntil { model in
                model.items.count >= loading.upperBound && model.items[loading].allSatisfy { $0.state.image != nil }
            }
            runs.append(await photos.source.pipeline.stats)
            firstThumbnail = PhotoSizing.thumbnailRequest(for: photos.items[0].photo, api: photos.source.api, pixelWidth: 200).url
            await app.shutdown()
        }
        #expect(runs[0].transfers == 12 && runs[0].diskHits == 0)
        #expect(runs[1].transfers == 0 && runs[1].diskHits == 12, "the second run read every thumbnail from disk")
        let disk = try DiskCache(directory: cache)
        #expect(disk.count == 12)
        #expect(disk.data(forKey: try #require(firstThumbnail).absoluteString) == nil, "keyed by the alias, not the URL with its port")
    }

    @Test("Screens: --screen names the available ones; an unknown name says which there are")
    func screens() {
        #expect(AppScreen.all.map(\.id) == ["ct", "grid", "photos", "slider"])
        #expect(AppScreen.all.allSatisfy { AppScreen.unknownNameMessage($0.id) == nil && !$0.keyHelp.isEmpty })
        #expect(AppScreen.unknownNameMessage("nope") == "no screen nope: choose one of ct, grid, photos, slider")
        let apis = APIAddresses(all: URL(string: "http://a.example")!, overrides: ["ct": URL(string: "http://ct.example")!])
        #expect(apis.url(for: .ct)?.host() == "ct.example" && apis.url(for: .photos)?.host() == "a.example")
        #expect(!apis.needLocalServer(for: AppScreen.all))
        #expect(APIAddresses(overrides: ["ct": URL(string: "http://ct.example")!]).needLocalServer(for: [.ct, .grid]))
    }

    @Test("F5 starts again only after a failed start-up; otherwise it goes on to the screen")
    func retryKey() async throws {
        let app = AppModel(sources: .live, settings: AppSettings(cacheDirectory: cache), localServer: try .builtIn("/no/such/project.inv3"))
        #expect(!app.handle(.named(.f5)), "nothing failed yet")
        await app.start()
        #expect(app.phase == .failed)
        #expect(app.handle(.named(.f5)))
        #expect(app.phase == .starting, "F5 shows the start-up under way at once")
        await app.waitUntil { $0.phase == .failed }
        #expect(!app.handle(.character("r")), "not the app's")
        await app.shutdown()
    }
}
