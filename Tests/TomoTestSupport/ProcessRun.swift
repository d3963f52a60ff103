import Foundation

/// A program run to its end by a test: its exit status and everything it wrote.
public struct ProcessRun: Sendable {
    public let status: Int32
    public let output: Data
    public let errors: String

    /// Standard output as text.
    public var text: String { String(decoding: output, as: UTF8.self) }
    /// Standard error's lines, without empty ones.
    public var errorLines: [String] { errors.split(separator: "\n").map(String.init) }

    /// Runs `executable` with `arguments` in `environment` (default: this process's) to its end, reading
    /// `input` (if given) as its standard input.
    ///
    /// The output goes through files, not pipes: a pipe's end can be inherited by any process the test run
    /// starts meanwhile (other tests run in parallel), which would keep it from ever reaching its end. The
    /// exit is awaited through the process's termination handler: no thread blocks meanwhile (on Linux,
    /// Dispatch's global threads are the ones Swift's executor runs on).
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, input: Data? = nil
    ) async throws -> ProcessRun {
        let output = try OutputFile(), errors = try OutputFile()
        defer { output.remove(); errors.remove() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let input {
            // Standard input from a file (the open handle keeps it once its name is gone): the program
            // reads it at its own pace and sees its end.
            let file = FileManager.default.temporaryDirectory.appending(path: "tomo-input-\(UUID().uuidString)")
            try input.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            process.standardInput = try FileHandle(forReadingFrom: file)
        }
        process.standardOutput = output.handle
        process.standardError = errors.handle
        let status = try await process.runToExit()
        return ProcessRun(status: status, output: try Data(contentsOf: output.url), errors: errors.text())
    }
}

extension Process {
    /// Launches the process and returns its exit status once it has ended, woken by its termination
    /// handler (which this sets): nothing blocks a thread meanwhile.
    public func runToExit() async throws -> Int32 {
        let (exits, exited) = AsyncStream.makeStream(of: Int32.self, bufferingPolicy: .bufferingNewest(1))
        terminationHandler = { exited.yield($0.terminationStatus) }
        try run()
        var iterator = exits.makeAsyncIterator()
        return await iterator.next() ?? terminationStatus
    }
}
