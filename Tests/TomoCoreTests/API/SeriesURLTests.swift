import Foundation
import Testing
import TomoCore

@Suite("Series API URLs")
struct SeriesURLTests {
    /// Names that would break a URL built by string concatenation.
    static let awkwardNames = [
        "a/b", "../x", "..", ".", "with space", "what?", "hash#tag", "100%", "%2F", "name;v=1", "a+b&c=d",
        "Gehirn-Schädel", "脳", "🧠", "tab\there", "~tilde_dash-dot.",
    ]

    @Test("Endpoints follow the original paths at the server's root")
    func rootPaths() throws {
        let api = SeriesAPI(baseURL: try #require(URL(string: "http://127.0.0.1:8080")))
        #expect(api.series().request.url.absoluteString == "http://127.0.0.1:8080/series")
        #expect(api.catalog().request.url.absoluteString == "http://127.0.0.1:8080/catalog")
        #expect(api.series(id: "S1").request.url.absoluteString == "http://127.0.0.1:8080/series/S1")
        #expect(api.metadata(id: "S1").request.url.absoluteString == "http://127.0.0.1:8080/series/S1/meta")
        #expect(api.sliceURL(seriesID: "1234", name: "10").absoluteString == "http://127.0.0.1:8080/series/1234/slice/10",
                "the seed's example: series/[series id]/slice/[slice image name]")
        #expect(api.series().request.method == .get)
    }

    @Test("A base URL's path prefix is kept, with or without a trailing slash; its query is dropped", arguments: [
        "https://host.example/api/v1", "https://host.example/api/v1/", "https://host.example/api/v1?token=x#frag",
    ])
    func pathPrefix(base: String) throws {
        let api = SeriesAPI(baseURL: try #require(URL(string: base)))
        #expect(api.series().request.url.absoluteString == "https://host.example/api/v1/series")
        #expect(api.sliceURL(seriesID: "S", name: "n", variant: .stored16).absoluteString
            == "https://host.example/api/v1/series/S/slice/n?bits=16")
    }

    @Test("Variants: default window has no query; presets, explicit windows and 16-bit as the server reads them")
    func variants() throws {
        let api = SeriesAPI(baseURL: try #require(URL(string: "http://h")))
        func query(_ variant: SliceImageVariant) -> String? { api.sliceURL(seriesID: "S", name: "n", variant: variant).query }
        #expect(query(.defaultWindow) == nil)
        #expect(query(.preset(named: "bone")) == "window=bone")
        #expect(query(.preset(named: "soft-tissue")) == "window=soft-tissue")
        #expect(query(.window(WindowLevel(width: 400, level: 40))) == "window=400,40")
        #expect(query(.window(WindowLevel(width: 1500, level: -600))) == "window=1500,-600")
        #expect(query(.window(WindowLevel(width: 80.5, level: 40.25))) == "window=80.5,40.25")
        #expect(query(.stored16) == "bits=16")
        #expect(query(.preset(named: "a&b=c")) == "window=a%26b%3Dc", "a preset name cannot add parameters")
    }

    @Test("A slice name is exactly one path segment that decodes back to the name", arguments: awkwardNames)
    func nameIsOneSegment(name: String) throws {
        let url = SeriesAPI(baseURL: try #require(URL(string: "http://h/api"))).sliceURL(seriesID: "id/1", name: name)
        let segments = url.encodedPathSegments
        #expect(segments.count == 5, "\(url.absoluteString)")
        #expect(segments.last?.removingPercentEncoding == name)
        #expect(segments[2].removingPercentEncoding == "id/1")
        #expect(url.query == nil && url.fragment == nil, "? and # in a name stay in the path")
        #expect(segments.last != "." && segments.last != "..", "no dot segments to be resolved away")
    }
}
