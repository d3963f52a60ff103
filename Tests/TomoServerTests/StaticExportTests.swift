import Foundation
import Logging
import Testing
import TomoCore
import TomoServer

@Suite("Static export")
struct StaticExportTests {
    private let data: [DataSource] = [.phantom(columns: 40, rows: 32, slices: 6), .phantom(columns: 16, rows: 16, slices: 3)]

    private func export(nginxPort: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "tomo-export-\(UUID().uuidString)")
        var logger = Logger(label: "tomo.test")
        logger.logLevel = .warning
        let server = try ReferenceServer(configuration: ServerConfiguration(dataSources: data, logger: logger))
        var reported: [Int] = []
        try server.export(to: folder, nginxPort: nginxPort) { done, _ in reported.append(done) }
        #expect(reported == Array(1...9))
        return folder
    }

    /// Every API path of the export, with the content type it must have.
    private func paths(_ base: URL) async throws -> [(String, String)] {
        let catalog = try await HTTPTestClient.get("/catalog", from: base).decode(SeriesCatalog.self)
        var paths = [("/catalog", "application/json"), ("/series", "application/json")]
        for summary in catalog.series {
            paths += [("/series/\(summary.id)", "application/json"), ("/series/\(summary.id)/meta", "application/json")]
            let series = try await HTTPTestClient.get("/series/\(summary.id)", from: base).decode(Series.self)
            paths += series.slices.map { ("/series/\(summary.id)/slice/\($0)", "image/png") }
        }
        return paths
    }

    @Test("The export holds every API response byte for byte, at the API's paths")
    func exportMatchesServer() async throws {
        let folder = try export(nginxPort: 8081)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await withTestServer(data: data) { base in
            for (path, _) in try await paths(base) {
                let live = try await HTTPTestClient.get(path, from: base).body
                var file = folder.appending(path: String(path.dropFirst()))
                if !FileManager.default.fileExists(atPath: file.path) || (try? file.checkResourceIsReachable()) == nil
                    || (try? FileManager.default.contentsOfDirectory(atPath: file.path)) != nil {
                    file = file.appending(path: "index.json")
                }
                #expect((try? Data(contentsOf: file)) == live, "\(path)")
            }
        }
    }

    @Test("nginx serves the export unchanged with the generated configuration",
          .enabled(if: TestEnvironment.isCI || TestEnvironment.executable("/usr/sbin/nginx") != nil,
                   "nginx is not installed (apt-get install nginx-light)"))
    func nginxServesExport() async throws {
        let nginx = try #require(TestEnvironment.executable("/usr/sbin/nginx"), "nginx is not installed")
        let port = try TestEnvironment.freePort()
        let folder = try export(nginxPort: port)
        defer { try? FileManager.default.removeItem(at: folder) }
        // In the foreground, nginx logs "start worker process" once its sockets listen: no polling needed.
        let server = try Subprocess(nginx, ["-p", folder.path, "-c", "nginx.conf", "-g", "daemon off; error_log stderr notice;"])
        defer { server.terminateIfRunning() }
        let ready = await server.errorLine { $0.contains("start worker process") }
        try #require(ready != nil, "nginx exited before it was ready")
        let nginxBase = try #require(URL(string: "http://127.0.0.1:\(port)"))
        try await withTestServer(data: data) { base in
            for (path, contentType) in try await paths(base) {
                let live = try await HTTPTestClient.get(path, from: base)
                let served = try await HTTPTestClient.get(path, from: nginxBase)
                #expect(served.status == 200, "\(path)")
                #expect(served.body == live.body, "\(path)")
                #expect(served.header("Content-Type")?.hasPrefix(contentType) == true, "\(path): \(served.header("Content-Type") ?? "none")")
            }
        }
        #expect(await server.stop(signal: SIGQUIT) == 0)
    }
}
