import Foundation
import TomoServer

/// A `tomo-server serve` process on a free port of 127.0.0.1: one server, outside this process, for
/// every client measured (curl and the pipeline alike), and whose memory is not counted as ours.
final class ServerProcess: Sendable {
    /// Where it listens, e.g. `http://127.0.0.1:43117`.
    let baseURL: URL
    private let process: Process

    /// Starts `binary` serving `data` (with `options`, e.g. fault injection) and waits until it listens
    /// (it first loads or generates the data).
    init(binary: URL, data: [DataSource], options: [String] = []) throws {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--port", "0", "--log-level", "warning"]
            + data.flatMap { ["--data", $0.description] } + options
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw BenchError.serverDidNotStart("\(binary.path): \(error)")
        }
        // The first line on standard output is the bound URL; nothing else is written there.
        guard let line = Self.firstLine(of: output.fileHandleForReading), let url = URL(string: line) else {
            process.terminate()
            process.waitUntilExit()
            throw BenchError.serverDidNotStart("no URL on its standard output (exit status \(process.terminationStatus))")
        }
        self.process = process
        baseURL = url
    }

    /// Stops the server and waits for it to exit.
    func stop() {
        process.terminate()
        process.waitUntilExit()
    }

    private static func firstLine(of handle: FileHandle) -> String? {
        var bytes = Data()
        while !bytes.contains(UInt8(ascii: "\n")) {
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            bytes += chunk
        }
        return String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    }
}
