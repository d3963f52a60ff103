import AppFeature
import Foundation
import ScanViewerFeature
import Testing
import TomoAppLive
import TomoTestSupport

/// What the desktop app keeps between runs: the file, and what the app model puts in it.
@MainActor
@Suite("Remembered state", .timeLimit(.minutes(10)))
struct RememberedStateTests {
    @Test("Kept under XDG_CONFIG_HOME, else ~/.config (a relative XDG_CONFIG_HOME does not count)")
    func location() {
        #if !canImport(Darwin)
        #expect(RememberedState.defaultURL(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/r"]).path == "/x/config/tomo/state.json")
        #expect(RememberedState.defaultURL(environment: ["XDG_CONFIG_HOME": "config", "HOME": "/home/r"]).path == "/home/r/.config/tomo/state.json")
        #endif
    }

    @Test("Saved and read back whole; its folder made; a missing file is a first run, without a notice")
    func roundTrip() async throws {
        try await withScratchFolder { folder in
            let url = folder.appending(path: "new/tomo/state.json")
            #expect(RememberedState.load(from: url) == (RememberedState(), nil))
            let state = RememberedState(windowWidth: 1000, windowHeight: 700, screen: "grid", windowPreset: "Bone")
            try state.save(to: url)
            let (read, notice) = RememberedState.load(from: url)
            #expect(read == state && notice == nil)
            #expect(read.windowSize! == (1000, 700))
        }
    }

    @Test("A damaged file, or one far too large to be a state, starts from nothing with a notice", arguments: [
        Data("{\"windowWidth\": \"wide\"}".utf8), Data("not JSON".utf8), Data(count: 70_000),
    ])
    func damagedFile(_ bytes: Data) async throws {
        try await withScratchFolder { folder in
            let url = folder.appending(path: "state.json")
            try bytes.write(to: url)
            let (state, notice) = RememberedState.load(from: url)
            #expect(state == RememberedState())
            #expect(notice?.contains("damaged") == true, "\(notice ?? "no notice")")
        }
    }

    @Test("A size that is not positive is no size")
    func unusableSize() {
        #expect(RememberedState(windowWidth: 0, windowHeight: 700).windowSize == nil)
        #expect(RememberedState(windowWidth: 900).windowSize == nil)
    }

    @Test("The app remembers the screen shown, the CT viewer's preset once it had a series, and the size given")
    func whatTheAppRemembers() async throws {
        try await withScratchFolder { cache in
            try await withTestServer(data: [.phantom(columns: 32, rows: 32, slices: 4)]) { base in
                let app = AppModel(sources: .live, settings: AppSettings(apis: APIAddresses(all: base), cacheDirectory: cache, presetName: "bone"))
                await app.start()
                let previous = RememberedState(windowWidth: 800, windowHeight: 600, screen: "slider", windowPreset: "lung")
                #expect(app.remembered(updating: previous, windowSize: nil) == RememberedState(
                    windowWidth: 800, windowHeight: 600, screen: "ct", windowPreset: "lung"), "no series yet: the preset stays")
                let viewer = try #require(await app.open(.ct) as? ScanViewerModel)
                #expect(viewer.selectedPresetName == "bone")
                app.show(.grid)
                #expect(app.remembered(updating: previous, windowSize: (1000, 700)) == RememberedState(
                    windowWidth: 1000, windowHeight: 700, screen: "grid", windowPreset: "bone"))
                await app.shutdown()
            }
        }
    }
}
