import Foundation
import TomoTestSupport

/// The built `tomo` executable (it sits beside the test bundle).
enum Tool {
    static var executable: URL {
        get throws { try TestEnvironment.product("tomo") }
    }

    /// Runs `tomo` with `arguments`, `$TOMO_API` unset, to its end; `input` is its standard input.
    static func run(_ arguments: [String], input: Data? = nil) async throws -> ProcessRun {
        try await ProcessRun.run(
            executable, arguments, environment: ProcessInfo.processInfo.environment.filter { $0.key != "TOMO_API" },
            input: input)
    }

    /// Runs `executable` with `arguments`, `$TOMO_API` unset, to its end.
    static func run(_ executable: URL, _ arguments: [String]) async throws -> ProcessRun {
        try await ProcessRun.run(
            executable, arguments, environment: ProcessInfo.processInfo.environment.filter { $0.key != "TOMO_API" })
    }
}
