import Foundation
import Testing
import TomoCore
import TomoPipeline
import TomoServer
import TomoTestSupport

extension DesktopUITests {
    /// The app's window as a whole: closing it from the keyboard ends the app cleanly.
    @Suite("tomo-desktop's window under Xvfb")
    struct DesktopWindowTests {
        @Test(
            "Ctrl+W closes the window: the app exits 0 with every slice it loaded in the disk cache",
            .enabled(if: Tools.canDriveWindows, "needs Xvfb, xdotool and ImageMagick (scripts/install-dependencies.sh test)"),
            .timeLimit(.minutes(10)))
        func closingTheWindowEndsTheAppCleanly() async throws {
            try await withTestServer(data: ScanViewerWindowTests.data) { base in
                let (display, report, app) = try await ScanViewerWindowTests.launch(api: base)
                defer { _ = app.stop(); display.stop(); report.removeFolder() }
                let settled = try await report.wait(isAlive: { app.isRunning }) { $0.isSettled }
                // xdotool may fail once the key has closed the window it still addresses: the exit says more.
                _ = try? await Screen(display: display, title: "Tomo").press(["ctrl+w"])
                // Far longer than the close takes (well under a second alone); the app that hangs never exits.
                let status = await app.exitStatus(within: TestWait.limit)
                #expect(status == 0, "the app did not end cleanly: \(status.map(String.init) ?? "still running")")
                let cache = try DiskCache(directory: report.url.deletingLastPathComponent().appending(path: "cache"))
                #expect(cache.count == settled.sliceCount, "every slice was written to the disk cache before exit")
            }
        }
    }
}
