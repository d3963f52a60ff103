import Foundation
import TomoCore
import TomoTestSupport

/// Waits for a folder to hold what a test waits for (the entries an app writes to its disk cache), woken by
/// inotify whenever a file is closed after writing or moved into it, never by a timer.
struct FolderWatch: Sendable {
    let folder: URL

    /// The names of the files in the folder now; empty while it does not exist.
    func fileNames() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    /// Returns once `condition` holds for the folder's file names. Throws, naming the wait by where it was
    /// called and with the names seen last, after `timeout`, once `isAlive` says the writer has gone, or
    /// when the test is cancelled (its time limit). The folder must exist.
    func wait(
        timeout: Duration = TestWait.limit, isAlive: @escaping @Sendable () -> Bool,
        fileID: String = #fileID, line: Int = #line,
        until condition: @escaping @Sendable ([String]) -> Bool
    ) async throws {
        let cancelled = Locked(false)
        try await withTaskCancellationHandler {
            try await onBlockingThread {
                try poll(timeout: timeout, isCancelled: { cancelled.withLock { $0 } }, isAlive: isAlive, until: condition) { why, names in
                    ToolError(
                        "\(why) waiting at \(fileID):\(line) for \(folder.path) to satisfy the condition there; "
                            + "it holds \(names.count) files: \(names.sorted().prefix(40))")
                }
            }
        } onCancel: {
            cancelled.withLock { $0 = true }
        }
    }

    /// The blocking loop of `wait`: lists the folder whenever it changes, and at least every second.
    private func poll(
        timeout: Duration, isCancelled: () -> Bool, isAlive: () -> Bool, until condition: ([String]) -> Bool,
        failure: (String, [String]) -> ToolError
    ) throws {
        let watch = inotify_init1(Int32(IN_CLOEXEC))
        guard watch >= 0 else { throw ToolError("inotify_init1 failed: errno \(errno)") }
        defer { close(watch) }
        guard inotify_add_watch(watch, folder.path, UInt32(IN_MOVED_TO | IN_CLOSE_WRITE)) >= 0 else {
            throw ToolError("cannot watch \(folder.path): errno \(errno)")
        }
        let deadline = ContinuousClock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            // List after arming the watch, so no change between the listing and the wait is missed.
            let names = fileNames()
            if condition(names) { return }
            let left = deadline - ContinuousClock.now
            if left <= .zero { throw failure("timed out after \(timeout)", names) }
            if !isAlive() { throw failure("the app ended", names) }
            if isCancelled() { throw failure("the test was cancelled", names) }
            // Woken by a change, or at the latest after a second to notice an app that died or a cancelled test.
            var descriptor = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
            let milliseconds = min(1000, Int32(left.components.seconds * 1000) + 1)
            if Glibc.poll(&descriptor, 1, milliseconds) > 0 { _ = Glibc.read(watch, &buffer, buffer.count) }
        }
    }
}
