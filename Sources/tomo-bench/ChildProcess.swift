import Foundation

/// Runs other programs: curl, the reference server, and this benchmark's own probes.
enum ChildProcess {
    /// The first executable called `name` on `PATH`.
    static func find(_ name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appending(path: name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw BenchError.executableNotFound(name)
    }

    /// This program's own executable.
    static var current: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }

    /// Runs `executable` to its end with standard output into the file `output` (nil: discarded) and
    /// standard error shared with this program's; throws `commandFailed` unless it exits with 0.
    static func run(_ executable: URL, _ arguments: [String], output: URL? = nil) async throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var outputFile: FileHandle?
        if let output {
            guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: output.path])
            }
            outputFile = try FileHandle(forWritingTo: output)
        }
        defer { try? outputFile?.close() }
        process.standardOutput = outputFile ?? FileHandle.nullDevice
        let status = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                continuation.resume(throwing: error)
            }
        }
        guard status == 0 else {
            throw BenchError.commandFailed(executable.lastPathComponent, status: status)
        }
    }
}
