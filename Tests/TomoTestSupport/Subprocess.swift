import Foundation

/// A child process running beside a test (a server, say), its standard output and error readable line
/// by line through pipes. For a process run to its end, use `ProcessRun`.
public final class Subprocess: @unchecked Sendable {
    public let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    /// The exit status, once the process has ended.
    private let exits: AsyncStream<Int32>

    /// Launches `executable` with `arguments`, in `environment` (default: this process's).
    public init(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, currentDirectory: URL? = nil
    ) throws {
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let (exits, exited) = AsyncStream.makeStream(of: Int32.self, bufferingPolicy: .bufferingNewest(1))
        self.exits = exits
        process.terminationHandler = { exited.yield($0.terminationStatus) }
        process.standardOutput = output
        process.standardError = errors
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        try process.run()
    }

    /// Reads standard output up to the first newline (blocking a thread, not the caller's executor).
    public func firstLine() async -> String {
        await line(from: output) { _ in true } ?? ""
    }

    /// Reads standard output line by line until a line satisfies `isWanted`; nil if it ends first.
    public func outputLine(where isWanted: @escaping @Sendable (String) -> Bool) async -> String? {
        await line(from: output, where: isWanted)
    }

    /// Reads standard error line by line until a line satisfies `isWanted`; nil if it ends first.
    public func errorLine(where isWanted: @escaping @Sendable (String) -> Bool) async -> String? {
        await line(from: errors, where: isWanted)
    }

    private func line(from pipe: Pipe, where isWanted: @escaping @Sendable (String) -> Bool) async -> String? {
        let handle = pipe.fileHandleForReading
        return await onBlockingThread {
            var bytes: [UInt8] = []
            while let byte = handle.readData(ofLength: 1).first {
                guard byte == UInt8(ascii: "\n") else {
                    bytes.append(byte)
                    continue
                }
                let line = String(decoding: bytes, as: UTF8.self)
                if isWanted(line) { return line }
                bytes.removeAll()
            }
            return nil
        }
    }

    /// Sends `signal` and waits for the process to exit; returns its exit status.
    public func stop(signal: Int32 = SIGTERM) async -> Int32 {
        kill(process.processIdentifier, signal)
        return await waitForExit()
    }

    /// Kills the process if it still runs (for cleanup after a failed test).
    public func terminateIfRunning() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Waits for the process to exit, woken by its termination handler (no thread blocks); returns its
    /// exit status.
    public func waitForExit() async -> Int32 {
        var iterator = exits.makeAsyncIterator()
        return await iterator.next() ?? process.terminationStatus
    }

    /// Everything written to standard error so far (call after exit).
    public func errorOutput() -> String {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
