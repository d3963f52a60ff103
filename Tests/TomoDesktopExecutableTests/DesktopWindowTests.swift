import Foundation
import Testing
import TomoCore
import TomoPipeline
import TomoServer
import TomoTestSupport

extension DesktopProcessTests {
    /// The app's window as a whole, in the real program: closing it from the keyboard ends the app cleanly.
    @Suite("tomo-desktop's window under Xvfb")
    struct DesktopWindowTests {
        @Test(
            "Ctrl+W closes the window: the app exits 0 with every slice it loaded in the disk cache",
            .enabled(if: Tools.canDriveWindows, "needs Xvfb and xdotool (scripts/install-dependencies.sh test)"),
            .timeLimit(.minutes(10)))
        func closingTheWindowEndsTheAppCleanly() async throws {
            try await withTestServer(data: [.phantom(columns: 64, rows: 48, slices: 24)]) { base in
                let (display, app, cache) = try await DesktopLaunch.start(api: base, display: (1024, 768))
                defer { _ = app.stop(); display.stop(); try? FileManager.default.removeItem(at: cache) }
                // Every slice written to the disk cache (entries are named by 32 hex digits) as it arrived.
                try await FolderWatch(folder: cache).wait(isAlive: { app.isRunning }) { names in
                    names.count { $0.count == 32 && $0.allSatisfy(\.isHexDigit) } == 24
                }
                // xdotool may fail once the key has closed the window it still addresses: the exit says more.
                _ = try? await Tools.run(
                    try TestEnvironment.requireProgram("xdotool", package: "xdotool"),
                    ["search", "--sync", "--onlyvisible", "--name", "Tomo$", "windowfocus", "--sync", "key", "ctrl+w"],
                    environment: display.environment)
                // Far longer than the close takes (well under a second alone); the app that hangs never exits.
                let status = await app.exitStatus(within: TestWait.limit)
                #expect(status == 0, "the app did not end cleanly: \(status.map(String.init) ?? "still running")")
                #expect(try DiskCache(directory: cache).count == 24, "every slice is in the disk cache, its journal written")
                let errors = app.stop()
                #expect(!errors.contains("CRITICAL") && !errors.contains("WARNING"), "GTK complained: \(errors)")
            }
        }

        @Test("--help lists every screen's keys, from the key tables", .timeLimit(.minutes(10)))
        func helpListsTheKeys() async throws {
            let run = try await ProcessRun.run(try Tools.desktop(), ["--help"])
            #expect(run.status == 0, "\(run.errors)")
            let text = run.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")  // as wrapped for the terminal
            for line in ["CT scan:", "Image grid:", "Photos:", "Slider test:", "Keys on every screen:",
                         "Ctrl+↑ / Ctrl+↓: 10 slices back / on", "Ctrl+S (in the detail view)"] {
                #expect(text.contains(line), "--help lacks \(line): \(text)")
            }
        }
    }
}
