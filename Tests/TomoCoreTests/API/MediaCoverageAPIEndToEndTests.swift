import Foundation
import Testing
import TomoCore
import TomoServer
import TomoTestSupport
import TomoURLSession

@Suite("Media coverage API against the reference server")
struct MediaCoverageAPIEndToEndTests {
    private let client = HTTPClient(transport: URLSessionTransport())

    @Test("Paging with offset and limit reads every item once, up to the first short page")
    func paging() async throws {
        try await withTestServer(configure: { $0.mediaCoverageCount = 250 }) { base in
            let api = MediaCoverageAPI(baseURL: base)
            var items: [MediaCoverage] = []
            while true {
                let page = try await client.send(api.list(offset: items.count, limit: 100))
                items += page
                if page.count < 100 { break }
            }
            #expect(items.count == 250)
            #expect(Set(items.map(\.id)).count == 250)
        }
    }

    @Test("The seed's formula gives an item's image, its long side doubling with each quality")
    func images() async throws {
        try await withTestServer(configure: { $0.mediaCoverageDefects = .none }) { base in
            let api = MediaCoverageAPI(baseURL: base)
            let thumbnail = try #require(try await client.send(api.list(limit: 1)).first).thumbnail
            let url = try #require(api.imageURL(for: thumbnail))
            #expect(url.absoluteString == "\(thumbnail.domain)/\(thumbnail.basePath)/0/\(thumbnail.key)")
            for quality in [0, 1] {
                let response = try await client.response(for: HTTPRequest(url: try #require(api.imageURL(for: thumbnail, quality: quality))))
                let size = try #require(ImageHeader.jpeg(response.body))
                #expect(max(size.width, size.height) == 300 << quality)
            }
        }
    }

    @Test("A domain without a scheme resolves against the API's base URL")
    func relativeDomain() async throws {
        try await withTestServer(configure: { $0.mediaCoverageDefects = .none }) { base in
            let api = MediaCoverageAPI(baseURL: base)
            var thumbnail = try #require(try await client.send(api.list(limit: 1)).first).thumbnail
            let absolute = try #require(api.imageURL(for: thumbnail))
            thumbnail.domain = ""
            #expect(api.imageURL(for: thumbnail) == absolute)
            let response = try await client.response(for: HTTPRequest(url: try #require(api.imageURL(for: thumbnail))))
            #expect(ImageHeader.jpeg(response.body) != nil)
        }
    }

    @Test("An HTML page where JSON was expected is a decoding error that says so")
    func htmlInsteadOfJSON() async throws {
        let allBroken = MediaCoverageDefects(missingRate: 0, brokenRate: 1)
        try await withTestServer(configure: { $0.mediaCoverageDefects = allBroken }) { base in
            let api = MediaCoverageAPI(baseURL: base)
            let item = try #require(try await client.send(api.list(limit: 1)).first)
            let url = try #require(api.imageURL(for: item.thumbnail))
            do {
                let value = try await client.send(Endpoint<Series>.json(HTTPRequest(url: url)))
                Issue.record("decoded \(value) from an HTML page")
            } catch HTTPError.decoding(let errorURL, let path, let reason) {
                #expect(errorURL == url)
                #expect(path == "")
                #expect(reason.hasPrefix(#"expected JSON, got an HTML page titled "Service Unavailable" (text/html"#), "\(reason)")
            }
        }
    }
}
