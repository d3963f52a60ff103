import Foundation
import TomoTestSupport

/// The built `tomo` executable (it sits beside the test bundle).
enum Tool {
    static var executable: URL {
        get throws { try TestEnvironment.product("tomo") }
    }

    /// The test process's environment without Tomo's own variables (`$TOMO_API`, `$TOMO_DICOMWEB_*`,
    /// `$TOMO_LIBRARY`).
    static var cleanEnvironment: [String: String] {
        ProcessInfo.processInfo.environment.filter {
            !$0.key.hasPrefix("TOMO_API") && !$0.key.hasPrefix("TOMO_DICOMWEB") && $0.key != "TOMO_LIBRARY"
        }
    }

    /// Runs `tomo` with `arguments`, Tomo's variables unset but for `environment`, to its end; `input` is its
    /// standard input.
    static func run(_ arguments: [String], input: Data? = nil, environment: [String: String] = [:]) async throws -> ProcessRun {
        try await ProcessRun.run(
            executable, arguments, environment: cleanEnvironment.merging(environment) { $1 }, input: input)
    }

    /// Runs `executable` with `arguments`, Tomo's variables unset, to its end.
    static func run(_ executable: URL, _ arguments: [String]) async throws -> ProcessRun {
        try await ProcessRun.run(executable, arguments, environment: cleanEnvironment)
    }
}
