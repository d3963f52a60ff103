import Foundation
import TomoCore
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

    /// Returns the first report satisfying `condition`. Throws with the last report seen, naming the wait
    /// by where it was called, after `timeout`, once `isAlive` says the app has gone, or when the test is
    /// cancelled (its time limit).
    func wait(
        timeout: Duration = TestWait.limit, isAlive: @escaping @Sendable () -> Bool,
        fileID: String = #fileID, line: Int = #line,
        until condition: @escaping @Sendable (Report) -> Bool
    ) async throws -> Report {
        let cancelled = Locked(false)
        return try await withTaskCancellationHandler {
            try await onBlockingThread { [self] in
                try poll(timeout: timeout, isCancelled: { cancelled.withLock { $0 } }, isAlive: isAlive, until: condition) { why, report in
                    ToolError(
                        "\(why) waiting at \(fileID):\(line) for the app's report to satisfy the condition there; "
                            + "last report: \(report.map { "\($0)" } ?? "none")")
                }
            }
        } onCancel: {
            cancelled.withLock { $0 = true }
        }
    }

    /// The blocking loop of `wait`: reads the report whenever the folder changes, and at least every second.
    private func poll(
        timeout: Duration, isCancelled: () -> Bool, isAlive: () -> Bool, until condition: (Report) -> Bool,
        failure: (String, Report?) -> ToolError
    ) throws -> Report {
        let folder = url.deletingLastPathComponent().path
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
            if left <= .zero { throw failure("timed out after \(timeout)", report) }
            if !isAlive() { throw failure("the app ended", report) }
            if isCancelled() { throw failure("the test was cancelled", report) }
            // Woken by a change, or at the latest after a second to notice an app that died or a cancelled test.
            var descriptor = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
            let milliseconds = min(1000, Int32(left.components.seconds * 1000) + 1)
            if Glibc.poll(&descriptor, 1, milliseconds) > 0 { _ = Glibc.read(watch, &buffer, buffer.count) }
        }
    }
}
