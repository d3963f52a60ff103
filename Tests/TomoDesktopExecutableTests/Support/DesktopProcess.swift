import Foundation
import TomoTestSupport

/// `tomo-desktop` running as a child process.
final class DesktopProcess: Sendable {
    private let process: Process
    /// Standard error, in a file (see `ProcessRun` for why not a pipe).
    private let errors: OutputFile
    /// The exit status, once it has ended.
    private let exits = ExitWatch()

    /// Launches the built app with `arguments` in `environment`; unless that names one, with a new
    /// configuration folder (`XDG_CONFIG_HOME`) and data folder (`XDG_DATA_HOME`), so that no earlier run's remembered state
    /// or kept annotations apply.
    init(_ arguments: [String], environment: [String: String]) throws {
        errors = try OutputFile()
        let process = Process()
        process.executableURL = try Tools.desktop()
        process.arguments = arguments
        var environment = environment
        if environment["XDG_CONFIG_HOME"] == nil { environment["XDG_CONFIG_HOME"] = try makeScratchFolder().path }
        if environment["XDG_DATA_HOME"] == nil { environment["XDG_DATA_HOME"] = try makeScratchFolder().path }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors.handle
        let exits = exits
        process.terminationHandler = { exits.ended(with: $0.terminationStatus) }
        try process.run()
        self.process = process
    }

    /// Its exit status once it has ended by itself, woken by its termination handler; nil if it still
    /// runs after `timeout` (then it is left running: `stop()` ends it).
    func exitStatus(within timeout: Duration) async -> Int32? {
        await exits.status(within: timeout)
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
