import Foundation
import Testing
import TomoCore
import TomoServer
import TomoServerCommands
import TomoTestSupport

@Suite("Photo API options of tomo-server")
struct MediaCoverageCommandLineTests {
    /// Runs `tomo-server serve` on a free port with a tiny phantom and `options`, and calls `body` with its URL.
    private func withServer(_ options: [String], _ body: (URL) async throws -> Void) async throws {
        let executable = try TestEnvironment.product("tomo-server")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "tomo-server is not built")
        let server = try Subprocess(executable, ["serve", "--port", "0", "--data", "phantom:8x8x2", "--log-level", "warning"] + options)
        defer { server.terminateIfRunning() }
        let line = await server.firstLine()
        try await body(try #require(URL(string: line), "first line \(line) is not a URL"))
        #expect(await server.stop() == 0)
    }

    @Test("--clean-grid serves every media-coverage image; --grid-defects sets the shares")
    func defectOptions() async throws {
        try await withServer(["--clean-grid"]) { base in
            let states = try await MediaCoverageClient.imageStates(of: try await MediaCoverageClient.allItems(from: base))
            #expect(states.count >= 500 && states.allSatisfy { $0 == .intact })
        }
        try await withServer(["--grid-defects", "0.4,0.2"]) { base in
            let states = try await MediaCoverageClient.imageStates(of: try await MediaCoverageClient.allItems(from: base))
            let missing = Double(states.filter { $0 == .missing }.count) / Double(states.count)
            let broken = Double(states.filter { $0 == .broken }.count) / Double(states.count)
            // Binomial standard deviations at n ≥ 500 are below 0.022 and 0.018; allow four of them.
            #expect(abs(missing - 0.4) < 0.09 && abs(broken - 0.2) < 0.075, "missing \(missing), broken \(broken)")
        }
    }

    @Test("--public-url is the base of every absolute URL in the photo APIs' JSON")
    func publicURL() async throws {
        try await withServer(["--public-url", "https://photos.example.org/"]) { base in
            let items = try await HTTPTestClient.get("\(MediaCoverageClient.listPath)?limit=3", from: base).decode([MediaCoverage].self)
            #expect(items.count == 3 && items.allSatisfy { $0.thumbnail.domain == "https://photos.example.org" })
            let list = try await HTTPTestClient.get("/v2/list?page=2&limit=2", from: base)
            let photos = try list.decode([PicsumPhoto].self)
            #expect(photos.allSatisfy { $0.downloadURL.hasPrefix("https://photos.example.org/id/") })
            #expect(list.header("Link")?.hasPrefix("<https://photos.example.org/v2/list?page=1&limit=2>") == true)
        }
    }

    @Test("Bad photo options are rejected; good ones reach the configuration; --help lists them")
    func options() throws {
        for options in [["--grid-defects", "0.7,0.5"], ["--grid-defects", "abc"], ["--grid-defects", "-0.1,0"],
                        ["--public-url", "ftp://photos.example.org"], ["--public-url", "not a url"], ["--photo-cache-size", "-1"]] {
            #expect(throws: (any Error).self, "\(options)") { try ServeCommand.parse(options) }
        }
        let defaults = try ServeCommand.parse([]).server.configuration()
        #expect(defaults.mediaCoverageDefects == .standard && defaults.publicBaseURL == nil)
        let chosen = try ServeCommand.parse(["--grid-defects", "0.1,0.05", "--public-url", "https://p.example", "--photo-cache-size", "3"])
            .server.configuration()
        #expect(chosen.mediaCoverageDefects == MediaCoverageDefects(missingRate: 0.1, brokenRate: 0.05))
        #expect(chosen.publicBaseURL?.absoluteString == "https://p.example" && chosen.photoCacheBytes == 3 << 20)
        #expect(try ServeCommand.parse(["--clean-grid"]).server.configuration().mediaCoverageDefects == .none)
        let help = ServeCommand.helpMessage()
        for option in ["--public-url", "--grid-defects", "--clean-grid", "--photo-cache-size"] {
            #expect(help.contains(option), "--help mentions \(option)")
        }
    }
}
