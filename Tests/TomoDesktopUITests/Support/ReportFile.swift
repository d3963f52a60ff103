import Foundation
import TomoTestSupport

/// Waits for a screen's report file (`Report`, as JSON) to say something, woken by inotify whenever the
/// app replaces the file (it writes atomically: a new file renamed into the folder), never by a timer.
final class ReportFile<Report: Decodable & Sendable>: Sendable {
    let url: URL

    /// A report at `url`, whose folder must exist.
    init(_ url: URL) {
        self.url = url
    }

    /// Deletes the folder the report is in, with whatever else the test put there.
    func removeFolder() {
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }

    /// The current report, nil if there is none yet (or none readable).
    func read() -> Report? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(Report.self, from: data)
    }

    /// Returns the first report satisfying `condition`; throws with the last report seen after `timeout`,
    /// or if `isAlive` says the app has gone.
    func wait(
        timeout: Duration = .seconds(45), isAlive: @escaping @Sendable () -> Bool,
        until condition: @escaping @Sendable (Report) -> Bool
    ) async throws -> Report {
        let folder = url.deletingLastPathComponent().path
        return try await onBlockingThread { [self] in
            let watch = inotify_init1(Int32(IN_CLOEXEC))
            guard watch >= 0 else { throw ToolError("inotify_init1 failed: errno \(errno)") }
            defer { close(watch) }
            guard inotify_add_watch(watch, folder, UInt32(IN_MOVED_TO | IN_CLOSE_WRITE)) >= 0 else {
                throw ToolError("cannot watch \(folder): errno \(errno)")
            }
            let deadline = ContinuousClock.now + timeout
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                // Read after arming the watch, so no change between the read and the wait is missed.
                let report = read()
                if let report, condition(report) { return report }
                let left = deadline - ContinuousClock.now
                guard left > .zero, isAlive() else {
                    throw ToolError("timed out waiting for the app; last report: \(report.map { "\($0)" } ?? "none")")
                }
                // Woken by a change, or at the latest after a second to notice an app that died.
                var descriptor = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
                let milliseconds = min(1000, Int32(left.components.seconds * 1000) + 1)
                if poll(&descriptor, 1, milliseconds) > 0 { _ = Glibc.read(watch, &buffer, buffer.count) }
            }
        }
    }
}
