import Foundation
import Logging
import Testing
import TomoCore
import TomoServer
import TomoTestSupport

@Suite("Static export")
struct StaticExportTests {
    private let data: [DataSource] = [.phantom(columns: 40, rows: 32, slices: 6), .phantom(columns: 16, rows: 16, slices: 3)]
    /// Small photos and a small grid (three pages, the last short) render quickly even in debug builds.
    private let photos = StaticExportOptions(photoPages: 1, photoSide: 24)
    private let gridItems = 45
    private let listPath = "/api/v2/content/misc/media-coverages"

    /// The configuration both the export and the live server it is compared with use: many defects, so
    /// the small grid has missing and broken images.
    private func configure(_ configuration: inout ServerConfiguration, publicURL: URL?) {
        configuration.publicBaseURL = publicURL
        configuration.mediaCoverageCount = gridItems
        configuration.mediaCoverageDefects = MediaCoverageDefects(missingRate: 0.15, brokenRate: 0.15)
    }

    /// Exports into a new temporary folder; with `publicURL` nil, the export's URLs are nginx's.
    private func export(nginxPort: Int, publicURL: URL?) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "tomo-export-\(UUID().uuidString)")
        var logger = Logger(label: "tomo.test")
        logger.logLevel = .warning
        var configuration = ServerConfiguration(dataSources: data, logger: logger)
        configure(&configuration, publicURL: publicURL)
        let server = try ReferenceServer(configuration: configuration)
        var reported: [(done: Int, total: Int)] = []
        try server.export(to: folder, nginxPort: nginxPort, photos: photos) { reported.append(($0, $1)) }
        let written = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])?
            .compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }.count ?? 0
        #expect(reported.map(\.done) == Array(1...written), "one report per file written")
        #expect(reported.allSatisfy { $0.total == written })
        return folder
    }

    /// Every API path the export covers, with the content type nginx must give it and the file that
    /// holds it (a path that is also a folder holds its document as `index.json`; list queries are
    /// mapped to file names).
    private func paths(_ base: URL) async throws -> [(path: String, contentType: String, file: String)] {
        let json = "application/json", jpeg = "image/jpeg"
        let catalog = try await HTTPTestClient.get("/catalog", from: base).decode(SeriesCatalog.self)
        var paths = [("/catalog", json, "catalog"), ("/series", json, "series/index.json")]
        for summary in catalog.series {
            let folder = "series/\(summary.id)"
            paths += [("/\(folder)", json, "\(folder)/index.json"), ("/\(folder)/meta", json, "\(folder)/meta")]
            let series = try await HTTPTestClient.get("/\(folder)", from: base).decode(Series.self)
            paths += series.slices.map { ("/\(folder)/slice/\($0)", "image/png", "\(folder)/slice/\($0)") }
        }
        let firstPage = "v2/list/page-1-limit-30.json"
        paths += [("/v2/list", json, firstPage), ("/v2/list?page=1&limit=30", json, firstPage), ("/v2/list?page=1", json, firstPage)]
        let listed = try await HTTPTestClient.get("/v2/list", from: base).decode([PicsumPhoto].self)
        #expect(listed.count == 30)
        for photo in listed {
            paths += [("/id/\(photo.id)/info", json, "id/\(photo.id)/info")]
            paths += [("/id/\(photo.id)/\(photos.photoSide ?? 0)", jpeg, "id/\(photo.id)/\(photos.photoSide ?? 0)")]
        }
        paths += [(listPath, json, "\(String(listPath.dropFirst()))/offset-0-limit-20.json")]
        var items: [MediaCoverage] = []
        var page: [MediaCoverage] = []
        repeat {
            let path = "\(listPath)?limit=20&offset=\(items.count)"
            paths += [(path, json, "\(String(listPath.dropFirst()))/offset-\(items.count)-limit-20.json")]
            page = try await HTTPTestClient.get(path, from: base).decode([MediaCoverage].self)
            items += page
        } while page.count == 20
        #expect(items.count == gridItems)
        // Tomo's own grid pages by 60.
        for offset in stride(from: 0, through: gridItems, by: 60) {
            let path = "\(listPath)?offset=\(offset)&limit=60"
            paths += [(path, json, "\(String(listPath.dropFirst()))/offset-\(offset)-limit-60.json")]
        }
        paths += items.map { item in
            let path = "/\(item.thumbnail.basePath)/0/\(item.thumbnail.key)"
            return (path, jpeg, String(path.dropFirst()))
        }
        return paths
    }

    @Test("The export holds every API response byte for byte; missing grid images have no file")
    func exportMatchesServer() async throws {
        let publicURL = try #require(URL(string: "https://photos.example.org/tomo"))
        let folder = try export(nginxPort: 8081, publicURL: publicURL)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await withTestServer(data: data, configure: { configure(&$0, publicURL: publicURL) }) { base in
            var statuses: [Int: Int] = [:], types: Set<String> = []
            for (path, _, file) in try await paths(base) {
                let live = try await HTTPTestClient.get(path, from: base)
                statuses[live.status, default: 0] += 1
                types.insert(live.header("Content-Type") ?? "")
                let exported = try? Data(contentsOf: folder.appending(path: file))
                #expect(exported == (live.status == 200 ? live.body : nil), "\(path) (\(live.status))")
            }
            #expect(statuses[404, default: 0] > 0, "the grid has missing images")
            #expect(types.contains { $0.hasPrefix("text/html") }, "the grid has broken images")
            let list = try await HTTPTestClient.get("/v2/list", from: base).decode([PicsumPhoto].self)
            #expect(list.first?.downloadURL.hasPrefix("\(publicURL.absoluteString)/id/") == true)
        }
    }

    @Test("nginx serves the export unchanged with the generated configuration, list queries mapped to files",
          .enabled(if: TestEnvironment.isCI || TestEnvironment.program("nginx", alsoAt: ["/usr/sbin/nginx"]) != nil,
                   "nginx is not installed (apt-get install nginx-light)"))
    func nginxServesExport() async throws {
        let nginx = try #require(TestEnvironment.program("nginx", alsoAt: ["/usr/sbin/nginx"]), "nginx is not installed")
        let port = try TestEnvironment.freePort()
        let folder = try export(nginxPort: port, publicURL: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try Subprocess(nginx, ["-t", "-p", folder.path, "-c", "nginx.conf"])
        #expect(await check.waitForExit() == 0, "nginx -t: \(check.errorOutput())")
        // In the foreground, nginx logs "start worker process" once its sockets listen: no polling needed.
        let server = try Subprocess(nginx, ["-p", folder.path, "-c", "nginx.conf", "-g", "daemon off; error_log stderr notice;"])
        defer { server.terminateIfRunning() }
        let ready = await server.errorLine { $0.contains("start worker process") }
        try #require(ready != nil, "nginx exited before it was ready")
        let nginxBase = try #require(URL(string: "http://127.0.0.1:\(port)"))
        try await withTestServer(data: data, configure: { configure(&$0, publicURL: nginxBase) }) { base in
            for (path, contentType, _) in try await paths(base) {
                let live = try await HTTPTestClient.get(path, from: base)
                let served = try await HTTPTestClient.get(path, from: nginxBase)
                #expect(served.status == live.status, "\(path)")
                guard live.status == 200 else { continue }
                #expect(served.body == live.body, "\(path)")
                #expect(served.header("Content-Type")?.hasPrefix(contentType) == true, "\(path): \(served.header("Content-Type") ?? "none")")
                let immutable = contentType.hasPrefix("image/")
                #expect((served.header("Cache-Control")?.contains("immutable") ?? false) == immutable, "\(path)")
            }
        }
        for path in ["/v2/list?page=2", "/v2/list?limit=10", "\(listPath)?offset=10", "\(listPath)?limit=abc"] {
            #expect(try await HTTPTestClient.get(path, from: nginxBase).status == 404, "\(path) was not exported")
        }
        #expect(await server.stop(signal: SIGQUIT) == 0)
    }
}
