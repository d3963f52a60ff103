import Foundation
import Testing
import TomoTestSupport

/// The `tomo` executable running in the background (`tomo serve`), its standard output read line by line.
final class RunningTool: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()

    init(_ arguments: [String]) throws {
        process.executableURL = try Tool.executable
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Standard output up to the first line break (read on a blocking thread).
    func firstLine() async -> String {
        let handle = output.fileHandleForReading
        return await onBlockingThread {
            var bytes: [UInt8] = []
            while let byte = handle.readData(ofLength: 1).first, byte != UInt8(ascii: "\n") { bytes.append(byte) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Sends SIGTERM and returns the exit status.
    func stop() async -> Int32 {
        kill(process.processIdentifier, SIGTERM)
        return await onBlockingThread {
            self.process.waitUntilExit()
            return self.process.terminationStatus
        }
    }

    /// Kills the process if a failed test left it running.
    func terminateIfRunning() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
