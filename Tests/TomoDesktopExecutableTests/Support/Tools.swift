import Foundation
import TomoTestSupport

/// The programs the UI tests drive, and whether they can run here.
enum Tools {
    /// Whether the window tests run: with Xvfb and xdotool installed, and always on CI.
    static var canDriveWindows: Bool {
        TestEnvironment.isCI || ["Xvfb", "xdotool"].allSatisfy { TestEnvironment.program($0) != nil }
    }

    /// The built `tomo-desktop`.
    static func desktop() throws -> URL {
        try TestEnvironment.product("tomo-desktop")
    }

    /// Runs `tool` to completion; returns its standard output, or throws with its standard error.
    static func run(_ tool: URL, _ arguments: [String], environment: [String: String]) async throws -> Data {
        let run = try await ProcessRun.run(tool, arguments, environment: environment)
        guard run.status == 0 else {
            throw ToolError("\(tool.lastPathComponent) \(arguments.joined(separator: " ")) failed: \(run.errors)")
        }
        return run.output
    }
}

/// A tool that failed, or a wait that gave up.
struct ToolError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
