import Foundation

/// `tomo-viewer` running as a child process.
final class ViewerProcess: Sendable {
    private let process: Process
    /// Standard error, in a file (see `Tools.run` for why not a pipe).
    private let errors: OutputFile

    /// Launches the built viewer with `arguments` in `environment`.
    init(_ arguments: [String], environment: [String: String]) throws {
        errors = try OutputFile()
        let process = Process()
        process.executableURL = try Tools.viewer()
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors.handle
        try process.run()
        self.process = process
    }

    /// Whether it still runs.
    var isRunning: Bool { process.isRunning }

    /// Ends it and returns what it wrote on standard error. SIGKILL, because the test process's
    /// in-process server ignores SIGTERM and SIGINT (graceful shutdown), and children inherit that.
    func stop() -> String {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        defer { errors.remove() }
        return errors.text()
    }
}
