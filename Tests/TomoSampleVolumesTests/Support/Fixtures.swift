import Foundation

/// A scratch directory for one test, removed when the test is done with it.
struct ScratchDirectory: ~Copyable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("TomoSampleVolumesTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `bytes` to `name` in the directory and returns its URL.
    func write(_ bytes: [UInt8], to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file
    }

    /// Gzips `bytes` with the system's `gzip` and writes the result to `name`.
    func writeGzipped(_ bytes: [UInt8], to name: String) throws -> URL {
        let plain = try write(bytes, to: name + ".plain")
        let output = url.appendingPathComponent(name)
        guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        try run("gzip", ["-n", "-c", plain.path], standardOutput: handle)
        return output
    }

    /// Runs a command found on the `PATH`, failing the test if it does not exit with 0.
    func run(_ command: String, _ arguments: [String], standardOutput: FileHandle? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        if let standardOutput { process.standardOutput = standardOutput }
        // Woken by the termination handler: `waitUntilExit` would spin a run loop. These commands take
        // milliseconds, short enough to wait for synchronously.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        exited.wait()
        guard process.terminationStatus == 0 else {
            throw CommandFailure(command: ([command] + arguments).joined(separator: " "), status: process.terminationStatus)
        }
    }
}

/// A fixture command exited with a non-zero status.
struct CommandFailure: Error, CustomStringConvertible {
    var command: String
    var status: Int32
    var description: String { "`\(command)` exited with status \(status)" }
}

extension [UInt8] {
    /// `count` deterministic pseudo-random bytes (a fixed linear congruential sequence).
    static func pattern(count: Int, seed: UInt32 = 1) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }
}
