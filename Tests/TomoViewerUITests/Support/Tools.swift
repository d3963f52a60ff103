import Foundation
import TomoTestSupport

/// The programs the UI tests drive, and whether they can run here.
enum Tools {
    /// CI sets CI=true; there every tool is installed, so a missing one fails the tests instead of skipping them.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Whether the window tests run: with Xvfb, xdotool and ImageMagick installed, and always on CI.
    static var canDriveWindows: Bool {
        isCI || ["Xvfb", "xdotool", "import"].allSatisfy { path(of: $0) != nil }
    }

    /// The path of `name` on `PATH`, if it is there.
    static func path(of name: String) -> URL? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            .split(separator: ":").map { URL(fileURLWithPath: String($0)).appending(path: name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The path of `name`, or an error naming the Debian package to install.
    static func require(_ name: String, package: String) throws -> URL {
        guard let url = path(of: name) else {
            throw ToolError("\(name) is missing: install \(package) (scripts/install-dependencies.sh test)")
        }
        return url
    }

    /// The built `tomo-viewer` (the test bundle sits beside it).
    static func viewer() throws -> URL {
        let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "tomo-viewer")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw ToolError("tomo-viewer is not built at \(url.path)")
        }
        return url
    }

    /// Runs `tool` to completion; returns its standard output, or throws with its standard error.
    static func run(_ tool: URL, _ arguments: [String], environment: [String: String]) async throws -> Data {
        let run = try await capture(tool, arguments, environment: environment)
        guard run.status == 0 else {
            throw ToolError("\(tool.lastPathComponent) \(arguments.joined(separator: " ")) failed: \(run.errors)")
        }
        return run.output
    }

    /// Runs `tool` to completion; returns its exit status, standard output and standard error.
    ///
    /// The output goes through files, not pipes: a pipe's end can be inherited by any process the test
    /// run starts meanwhile (other tests run in parallel), which would keep it from ever reaching its end.
    static func capture(
        _ tool: URL, _ arguments: [String], environment: [String: String]
    ) async throws -> (status: Int32, output: Data, errors: String) {
        let output = try OutputFile(), errors = try OutputFile()
        defer { output.remove(); errors.remove() }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = output.handle
        process.standardError = errors.handle
        try process.run()
        let status = await onBlockingThread {
            process.waitUntilExit()
            return process.terminationStatus
        }
        return (status, try Data(contentsOf: output.url), errors.text())
    }
}

/// A tool that is missing or failed.
struct ToolError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
