import Foundation
import TomoTestSupport

/// A child process for tests, with its standard output readable line by line.
final class Subprocess: @unchecked Sendable {
    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()

    /// Launches `executable` with `arguments`.
    init(_ executable: URL, _ arguments: [String], currentDirectory: URL? = nil) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        try process.run()
    }

    /// Reads standard output up to the first newline (blocking a thread, not the caller's executor).
    func firstLine() async -> String {
        await line(from: output) { _ in true } ?? ""
    }

    /// Reads standard error line by line until a line satisfies `isWanted`; nil if it ends first.
    func errorLine(where isWanted: @escaping @Sendable (String) -> Bool) async -> String? {
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
    func stop(signal: Int32 = SIGTERM) async -> Int32 {
        kill(process.processIdentifier, signal)
        return await waitForExit()
    }

    /// Kills the process if it still runs (for cleanup after a failed test).
    func terminateIfRunning() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Waits for the process to exit; returns its exit status.
    func waitForExit() async -> Int32 {
        let process = self.process
        return await onBlockingThread {
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    /// Everything written to standard error so far (call after exit).
    func errorOutput() -> String {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}

/// Facts about where the tests run.
enum TestEnvironment {
    /// CI sets CI=true; there, every optional dependency is installed, so a missing one is a failure.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    /// The folder holding the built products (the test bundle sits beside `tomo-server`).
    static var productsFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// The first of `paths` that exists.
    static func executable(_ paths: String...) -> URL? {
        paths.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }

    /// A TCP port that was free a moment ago.
    static func freePort() throws -> Int {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socketFD) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(socketFD, socketAddress, length) == 0 && getsockname(socketFD, socketAddress, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
