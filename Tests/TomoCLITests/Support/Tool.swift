import Foundation
import Testing
import TomoTestSupport

/// What a run of the `tomo` executable left behind.
struct ToolResult: Sendable {
    let status: Int32
    let output: Data
    let errors: String

    var text: String { String(decoding: output, as: UTF8.self) }
    /// Standard error's lines, without empty ones.
    var errorLines: [String] { errors.split(separator: "\n").map(String.init) }
}

/// Runs the built `tomo` executable (it sits beside the test bundle) to completion.
enum Tool {
    static var executable: URL {
        get throws {
            let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "tomo")
            try #require(FileManager.default.isExecutableFile(atPath: url.path), "tomo is not built at \(url.path)")
            return url
        }
    }

    /// Runs `tomo` with `arguments`, `$TOMO_API` unset; returns its status and what it wrote.
    static func run(_ arguments: [String]) async throws -> ToolResult {
        try await run(executable, arguments)
    }

    /// Runs `executable` with `arguments`, reading both pipes to their end on blocking threads.
    static func run(_ executable: URL, _ arguments: [String]) async throws -> ToolResult {
        let process = Process()
        let output = Pipe(), errors = Pipe()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "TOMO_API" }
        process.standardOutput = output
        process.standardError = errors
        let (exits, exited) = AsyncStream.makeStream(of: Int32.self)
        process.terminationHandler = { exited.yield($0.terminationStatus) }
        try process.run()
        let outputReader = output.fileHandleForReading, errorReader = errors.fileHandleForReading
        async let stdout = onBlockingThread { outputReader.readDataToEndOfFile() }
        async let stderr = onBlockingThread { errorReader.readDataToEndOfFile() }
        var statuses = exits.makeAsyncIterator()
        let status = await statuses.next() ?? -1
        return ToolResult(status: status, output: await stdout, errors: String(decoding: await stderr, as: UTF8.self))
    }
}
