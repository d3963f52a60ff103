import Foundation
import TomoTestSupport

/// A private X display with the app running on it against `api`, its disk cache in a new folder.
enum DesktopLaunch {
    /// Starts the display and the app with `arguments` beside `--api` and `--cache-dir`; returns them and
    /// the cache's folder (created).
    static func start(
        api: URL, arguments: [String] = [], display size: (width: Int, height: Int)
    ) async throws -> (XvfbServer, DesktopProcess, cache: URL) {
        let display = try await onBlockingThread { try XvfbServer(width: size.width, height: size.height) }
        do {
            let cache = try makeScratchFolder()
            let app = try DesktopProcess(
                arguments + ["--api", api.absoluteString, "--cache-dir", cache.path], environment: display.environment)
            return (display, app, cache)
        } catch {
            display.stop()
            throw error
        }
    }
}
