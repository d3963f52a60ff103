import Foundation
import TomoTestSupport

/// `tomo-desktop` running as a child process.
final class DesktopProcess: Sendable {
    private let process: Process
    /// Standard error, in a file (see `ProcessRun` for why not a pipe).
    private let errors: OutputFile

    /// Launches the built app with `arguments` in `environment`.
    init(_ arguments: [String], environment: [String: String]) throws {
        errors = try OutputFile()
        let process = Process()
        process.executableURL = try Tools.desktop()
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors.handle
        try process.run()
        self.process = process
    }

    /// Whether it still runs.
    var isRunning: Bool { process.isRunning }

    /// Ends it and returns what it wrote on standard error (written as it went, so complete without
    /// waiting for the exit: nothing here blocks a thread). SIGKILL, because the test process's
    /// in-process server ignores SIGTERM and SIGINT (graceful shutdown), and children inherit that.
    func stop() -> String {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        defer { errors.remove() }
        return errors.text()
    }
}
