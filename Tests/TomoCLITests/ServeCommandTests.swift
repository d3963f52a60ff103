import Foundation
import Testing
@testable import TomoCLI
import TomoCore
import TomoTestSupport

/// `tomo serve`: the reference server from the same binary.
@Suite("tomo serve")
struct ServeCommandTests {
    @Test("Prints the bound URL first, serves the API that tomo series then lists, and stops cleanly on SIGTERM")
    func serves() async throws {
        let server = try Subprocess(try Tool.executable, ["serve", "--port", "0", "--data", "phantom:16x16x4", "--log-level", "warning"])
        defer { server.terminateIfRunning() }
        let line = await server.firstLine()
        let base = try #require(URL(string: line), "first line \(line) is not a URL")
        #expect(base.port != nil && base.port != 0)

        let series = try await IndependentFetch(base: base).series()
        #expect(series.slices.count == 4)
        let listed = try await Tool.run(["series", "--api", base.absoluteString])
        #expect(listed.status == 0 && listed.text.contains(series.id))
        #expect(await server.stop() == 0)
    }

    @Test("A server that cannot start (unreadable data): exit 6 and one line")
    func cannotStart() async throws {
        let result = try await Tool.run(["serve", "--port", "0", "--data", "/no/such/project.inv3"])
        #expect(result.status == CommandExitStatus.localFailure.rawValue)
        #expect(result.errorLines.count == 1 && result.errors.contains("/no/such/project.inv3"), "\(result.errors)")
    }
}
