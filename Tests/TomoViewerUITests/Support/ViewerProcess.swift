import Foundation

/// `tomo-viewer` running as a child process.
final class ViewerProcess: Sendable {
    private let process: Process
    private let errors = Pipe()

    /// Launches the built viewer with `arguments` in `environment`.
    init(_ arguments: [String], environment: [String: String]) throws {
        let process = Process()
        process.executableURL = try Tools.viewer()
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        self.process = process
    }

    /// Whether it still runs.
    var isRunning: Bool { process.isRunning }

    /// Closes it (SIGTERM) and returns what it wrote on standard error.
    func stop() -> String {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
