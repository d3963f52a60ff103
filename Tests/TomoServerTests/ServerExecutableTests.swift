import Foundation
import Testing
import TomoCore
import TomoTestSupport

@Suite("tomo-server executable")
struct ServerExecutableTests {
    private var executable: URL {
        get throws { try TestEnvironment.product("tomo-server") }
    }

    @Test("--port 0 prints the bound URL first; SIGTERM and SIGINT shut it down cleanly")
    func printsURLAndShutsDown() async throws {
        for signal in [SIGTERM, SIGINT] {
            let server = try Subprocess(try executable, ["serve", "--port", "0", "--data", "phantom:16x16x4", "--log-level", "warning"])
            let line = await server.firstLine()
            let base = try #require(URL(string: line), "first line \(line) is not a URL")
            #expect(base.host == "127.0.0.1")
            #expect(base.port != nil && base.port != 0)
            let series = try await HTTPTestClient.get("/series", from: base).decode(Series.self)
            #expect(series.slices.count == 4)
            #expect(await server.stop(signal: signal) == 0)
        }
    }

    @Test("Bad options fail with a message and a non-zero status")
    func badOptions() async throws {
        for arguments in [["serve", "--data", "nonsense"], ["serve", "--port", "70000"], ["serve", "--fault-error-rate", "2"],
                          ["serve", "--fault-latency", "50-10"], ["serve", "--data", "/no/such/file.inv3", "--port", "0"]] {
            let process = try Subprocess(try executable, arguments)
            let status = await process.waitForExit()
            #expect(status != 0, "\(arguments)")
            #expect(!process.errorOutput().isEmpty, "\(arguments) printed no error")
        }
    }

    @Test("--help describes every subcommand")
    func help() async throws {
        for arguments in [["--help"], ["serve", "--help"], ["export", "--help"]] {
            let process = try Subprocess(try executable, arguments)
            #expect(await process.waitForExit() == 0)
        }
    }
}
