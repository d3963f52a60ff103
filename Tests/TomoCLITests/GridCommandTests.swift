import Foundation
import Testing
@testable import TomoCLI
import TomoCore
import TomoImageCodecs
import TomoImaging
import TomoServer
import TomoTestSupport
import TomoURLSession

/// `tomo grid`, the built executable against the reference server's media coverages.
@Suite("tomo grid")
struct GridCommandTests {
    /// `--json`'s shape.
    struct GridJSON: Decodable {
        struct Item: Decodable {
            var id: String
            var url: String
            var sha256: String?
            var width: Int?
            var height: Int?
            var error: String?
        }

        var items: [Item]
    }

    @Test("--json lists the first N items in the API's order: digests of the bytes fetched directly, or the error; exit 1")
    func jsonMatchesIndependentFetches() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            try await withScratchFolder { folder in
                let api = MediaCoverageAPI(baseURL: base), transport = URLSessionTransport()
                let items = try await HTTPClient(transport: transport).send(api.list(offset: 0, limit: 130))
                let sheet = folder.appending(path: "sheet.png").path
                let arguments = ["grid", "--api", base.absoluteString, "--cache-dir", folder.appending(path: "cache").path, "--count", "130"]

                let result = try await Tool.run(arguments + ["--json", "-o", sheet])
                #expect(result.status == CommandExitStatus.someSlicesFailed.rawValue, "the default defects fail a few")
                let report = try JSONDecoder().decode(GridJSON.self, from: result.output)
                #expect(report.items.map(\.id) == items.map(\.id))
                var bodies: [Data] = [], loaded: [GridJSON.Item] = []
                for (item, entry) in zip(items, report.items) {
                    let url = try #require(api.imageURL(for: item.thumbnail))
                    #expect(entry.url == url.absoluteString)
                    let response = try await transport.send(HTTPRequest(url: url))
                    if response.statusCode == 200, ImageFormat.sniff(response.body) != nil {
                        bodies.append(response.body)
                        loaded.append(entry)
                        #expect(entry.error == nil)
                    } else {
                        #expect(entry.error?.hasPrefix(response.statusCode == 404 ? "not found" : "not an image") == true)
                        #expect(result.errors.contains("Error: item \(item.id)"))
                    }
                }
                #expect(loaded.map(\.sha256) == (try await Sha256Sum.digests(of: bodies)))
                #expect(loaded.allSatisfy { max($0.width ?? 0, $0.height ?? 0) == 300 })
                let contactSheet = try Bitmap(decoding: Data(contentsOf: URL(fileURLWithPath: sheet)))
                #expect(contactSheet.width > 160 * 10)

                // Again: every image from the disk cache, none from the server.
                let imageRequests = { traffic.snapshot.requests.count { $0.path.hasPrefix("/images/") } }
                let before = imageRequests()
                let again = try await Tool.run(arguments)
                #expect(again.status == CommandExitStatus.someSlicesFailed.rawValue)
                #expect(imageRequests() - before == report.items.count - loaded.count, "only the failed ones asked again")
            }
        }
    }
}
