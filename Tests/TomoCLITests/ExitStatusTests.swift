import Foundation
import Testing
@testable import TomoCLI
import TomoCore
import TomoTestSupport

/// Help, usage errors and failures: the exit statuses the root command documents, and one-line messages.
@Suite("tomo exit statuses")
struct ExitStatusTests {
    @Test("--help of the root and of every subcommand exits 0 and shows its usage")
    func help() async throws {
        let commands = [[], ["series"], ["fetch"], ["render"], ["cache"], ["cache", "stats"], ["cache", "clear"], ["serve"]]
        for command in commands {
            let result = try await Tool.run(command + ["--help"])
            #expect(result.status == 0, "\(command)")
            #expect(result.text.contains("USAGE: tomo \(command.joined(separator: " "))"), "\(command): \(result.text.prefix(200))")
        }
        let root = try await Tool.run(["--help"])
        for status in CommandExitStatus.allCases {
            #expect(root.text.contains("  \(status.rawValue)  \(status)"), "exit status \(status.rawValue) documented")
        }
    }

    @Test("Usage errors exit 2 with ArgumentParser's message")
    func usageErrors() async throws {
        for arguments in [["render", "--slice", "1"], ["render", "--montage", "--slice", "1", "-o", "x.png"],
                          ["fetch", "--retries", "-1"], ["fetch", "--api", "ftp://example"], ["render", "--window", "0,40", "--slice", "1", "-o", "x.png"],
                          ["no-such-command"]] {
            let result = try await Tool.run(arguments)
            #expect(result.status == CommandExitStatus.usage.rawValue, "\(arguments)")
            #expect(result.errors.contains("Error: "), "\(arguments): \(result.errors)")
            #expect(result.output.isEmpty, "\(arguments)")
        }
    }

    @Test("An unreachable API: exit 3 and one line naming the URL, never a backtrace")
    func unreachableAPI() async throws {
        let base = "http://127.0.0.1:\(try TestEnvironment.freePort())"
        for command in [["series"], ["fetch", "--json"], ["render", "--slice", "0", "-o", "/nonexistent/x.png"]] {
            let result = try await Tool.run(command + ["--api", base, "--retries", "0"])
            #expect(result.status == CommandExitStatus.unreachable.rawValue, "\(command)")
            #expect(result.errorLines.count == 1, "\(command): \(result.errors)")
            // In people's words, naming where: not the transport's error text.
            let hostAndPort = base.dropFirst("http://".count)
            #expect(result.errors == "Error: cannot connect to \(hostAndPort): connection refused\n", "\(command): \(result.errors)")
            #expect(result.output.isEmpty)
        }
    }

    @Test("The same statuses when run in-process through TomoCommand.execute")
    func inProcess() async throws {
        let base = "http://127.0.0.1:\(try TestEnvironment.freePort())"
        #expect(await TomoCommand.execute(["series", "--api", base, "--retries", "0"]) == CommandExitStatus.unreachable.rawValue)
        #expect(await TomoCommand.execute(["render"]) == CommandExitStatus.usage.rawValue)
        #expect(await TomoCommand.execute(["cache", "--help"]) == CommandExitStatus.success.rawValue)
    }

    @Test("Bad data from the API: exit 4 with what arrived instead")
    func badData() async throws {
        try await withTestServer { upstream in
            let html: @Sendable (Data) -> Data = { _ in Data("<html><title>Maintenance</title></html>".utf8) }
            try await withOriginalAPI(upstream: upstream, rewriteSeries: html) { base in
                let result = try await Tool.run(["series", "--api", base.absoluteString])
                #expect(result.status == CommandExitStatus.badData.rawValue)
                #expect(result.errorLines.count == 1 && result.errors.contains("Maintenance"), "\(result.errors)")
            }
        }
    }

    @Test("An output file that cannot be written: exit 6")
    func unwritableOutput() async throws {
        try await withTestServer { base in
            try await withScratchFolder { folder in
                let result = try await Tool.run([
                    "render", "--api", base.absoluteString, "--cache-dir", folder.path, "--slice", "0",
                    "-o", folder.appending(path: "no/such/folder/x.png").path,
                ])
                #expect(result.status == CommandExitStatus.localFailure.rawValue)
                #expect(result.errorLines.count == 1 && result.errors.hasPrefix("Error: cannot write"), "\(result.errors)")
                #expect(result.errors.contains("No such file or directory"), "the system's words: \(result.errors)")
            }
        }
    }

    @Test("Errors are classified by what went wrong")
    func classification() {
        let url = URL(string: "http://127.0.0.1/series")!
        let cases: [(any Error, CommandExitStatus)] = [
            (HTTPError.transport(url: url, reason: "refused"), .unreachable),
            (HTTPError.timedOut(url: url, after: .seconds(1)), .unreachable),
            (HTTPError.status(url: url, code: 503, bodyExcerpt: "", retryAfter: nil), .unreachable),
            (HTTPError.status(url: url, code: 404, bodyExcerpt: "", retryAfter: nil), .notFound),
            (HTTPError.decoding(url: url, path: "slices[0]", reason: "not a string"), .badData),
            (HTTPError.invalidData(url: url, reason: "not an image"), .badData),
            (CocoaError(.fileWriteNoPermission), .localFailure),
            (CommandFailure(.notFound, "no such slice"), .notFound),
        ]
        for (error, status) in cases {
            #expect(CommandFailure(classifying: error).status == status, "\(error)")
        }
    }
}
