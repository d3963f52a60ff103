import Foundation
import TomoTestSupport

/// A private X display with the app running on it against `api`, its reports and disk cache in a new
/// folder: what every window test starts with.
enum DesktopLaunch {
    /// Starts the display and the app with `arguments` beside `--api`, `--report-state` and `--cache-dir`;
    /// `report` is the report file to read, named relative to the folder (`state.json`, `state.grid.json`).
    static func start<Report>(
        api: URL, arguments: [String] = [], display size: (width: Int, height: Int), report name: String
    ) async throws -> (XvfbServer, ReportFile<Report>, DesktopProcess) {
        let display = try await onBlockingThread { try XvfbServer(width: size.width, height: size.height) }
        do {
            let folder = try makeScratchFolder()
            let app = try DesktopProcess(
                arguments + ["--api", api.absoluteString, "--report-state", folder.appending(path: "state.json").path,
                             "--cache-dir", folder.appending(path: "cache").path],
                environment: display.environment)
            return (display, ReportFile<Report>(folder.appending(path: name)), app)
        } catch {
            display.stop()
            throw error
        }
    }
}
