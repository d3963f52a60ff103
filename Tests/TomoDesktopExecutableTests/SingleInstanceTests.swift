import Foundation
import Testing
import TomoTestSupport

extension DesktopProcessTests {
    /// One Tomo per user, GApplication's way, in the real program on a private session bus.
    @Suite("tomo-desktop runs once per user")
    struct SingleInstanceTests {
        @Test(
            "A second launch hands its folder to the running Tomo, which shows it; --new-instance opens a window of its own",
            .enabled(if: Tools.canDriveWindows, "needs Xvfb and xdotool (scripts/install-dependencies.sh test)"),
            .timeLimit(.minutes(10)))
        func secondLaunchHandsItsFolderOver() async throws {
            let head = try await HeadCTSeries.shared()
            try await withScratchFolder { scratch in
                let small = scratch.appending(path: "small", directoryHint: .isDirectory)
                try FileManager.default.createDirectory(at: small, withIntermediateDirectories: true)
                try FileManager.default.copyItem(
                    atPath: try await DICOMSamples.pydicomFile("CT_small.dcm"), toPath: small.appending(path: "CT_small.dcm").path)
                let bus = try await SessionBus()
                defer { bus.stop() }
                let display = try await onBlockingThread { try XvfbServer(width: 1024, height: 768) }
                defer { display.stop() }
                let environment = bus.environment(adding: display.environment)
                let cache = scratch.appending(path: "cache").path
                let first = try DesktopProcess([head.folder.path, "--cache-dir", cache], environment: environment)
                var separate: DesktopProcess?
                defer {
                    _ = first.stop()
                    _ = separate?.stop()
                }
                try await Self.waitForWindow(titled: "\(head.volume.title) — Tomo", environment)

                let second = try await ProcessRun.run(try Tools.desktop(), [small.path, "--cache-dir", cache], environment: environment)
                #expect(second.status == 0, "\(second.errors)")
                #expect(second.errors.contains("Tomo is running already: handed it 1 file or folder"), "\(second.errors)")
                try await Self.waitForWindow(titled: "\(Self.smallSeriesUID) — Tomo", environment)
                #expect(try await Self.windowCount(environment) == 1, "the folder opened in the running Tomo's window")
                #expect(first.isRunning)

                separate = try DesktopProcess([head.folder.path, "--new-instance", "--cache-dir", cache], environment: environment)
                try await Self.waitForWindow(titled: "\(head.volume.title) — Tomo", environment)
                #expect(try await Self.windowCount(environment) == 2, "--new-instance has a window of its own")
            }
        }

        /// pydicom's CT_small.dcm's series, which has no description: the title names it by its UID.
        static let smallSeriesUID = "1.3.6.1.4.1.5962.1.3.1.1.20040119072730.12322"

        /// Waits (xdotool's `--sync`) until a window titled `title` shows.
        static func waitForWindow(titled title: String, _ environment: [String: String]) async throws {
            _ = try await Tools.run(
                try TestEnvironment.requireProgram("xdotool", package: "xdotool"),
                ["search", "--sync", "--onlyvisible", "--name", "^\(NSRegularExpression.escapedPattern(for: title))$"],
                environment: environment)
        }

        /// How many of the app's windows show.
        static func windowCount(_ environment: [String: String]) async throws -> Int {
            let output = try await Tools.run(
                try TestEnvironment.requireProgram("xdotool", package: "xdotool"),
                ["search", "--onlyvisible", "--name", "Tomo$"], environment: environment)
            return String(decoding: output, as: UTF8.self).split(separator: "\n").count
        }
    }
}
