import Foundation
import Testing
import TomoCore
import TomoServer
import TomoTestSupport
import TomoURLSession

@Suite("Series API against the reference server")
struct SeriesAPIEndToEndTests {
    private let client = HTTPClient(transport: URLSessionTransport())

    @Test("series, catalog, series(id:) and metadata agree with each other")
    func documents() async throws {
        let data: [DataSource] = [.phantom(columns: 40, rows: 32, slices: 12), .phantom(columns: 24, rows: 20, slices: 5)]
        try await withTestServer(data: data) { base in
            let api = SeriesAPI(baseURL: base)
            let series = try await client.send(api.series())
            let catalog = try await client.send(api.catalog())
            #expect(catalog.defaultSeriesID == series.id)
            #expect(catalog.series.map(\.sliceCount) == [12, 5])
            #expect(series.slices.count == 12 && Set(series.slices).count == 12)
            for summary in catalog.series {
                let one = try await client.send(api.series(id: summary.id))
                let metadata = try await client.send(api.metadata(id: summary.id))
                #expect(one.id == summary.id && one.slices.count == summary.sliceCount)
                #expect(metadata.id == summary.id && metadata.sliceCount == summary.sliceCount)
                #expect(!metadata.windowPresets.isEmpty)
            }
            let second = try await client.send(api.metadata(id: catalog.series[1].id))
            #expect(second.columns == 24 && second.rows == 20)
        }
    }

    @Test("Every slice of the default series loads as an 8-bit PNG of the series' size, in array order")
    func slices() async throws {
        try await withTestServer { base in
            let api = SeriesAPI(baseURL: base)
            let series = try await client.send(api.series())
            let metadata = try await client.send(api.metadata(id: series.id))
            var bodies: [Data] = []
            for name in series.slices {
                let response = try await client.response(for: HTTPRequest(url: api.sliceURL(seriesID: series.id, name: name)))
                #expect(response.header("Content-Type") == "image/png")
                let header = try #require(ImageHeader.png(response.body))
                #expect(header.width == metadata.columns && header.height == metadata.rows && header.bitDepth == 8)
                bodies.append(response.body)
            }
            #expect(Set(bodies).count > 1, "the phantom's slices differ")
        }
    }

    @Test("Variants: presets and explicit windows are the server's windows; 16-bit is 16-bit")
    func variants() async throws {
        try await withTestServer { base in
            let api = SeriesAPI(baseURL: base)
            let series = try await client.send(api.series())
            let metadata = try await client.send(api.metadata(id: series.id))
            let name = series.slices[series.slices.count / 2]
            func body(_ variant: SliceImageVariant) async throws -> Data {
                try await client.response(for: HTTPRequest(url: api.sliceURL(seriesID: series.id, name: name, variant: variant))).body
            }
            let softTissue = try #require(metadata.windowPresets.first { $0.name == "soft-tissue" })
            #expect(try await body(.window(softTissue.window)) == body(.preset(named: "soft-tissue")))
            #expect(try await body(.window(metadata.defaultWindow)) == body(.defaultWindow))
            #expect(try await body(.preset(named: "bone")) != body(.preset(named: "brain")))
            let stored = try await body(.stored16)
            let header = try #require(ImageHeader.png(stored))
            #expect(header.bitDepth == 16 && header.width == metadata.columns && header.height == metadata.rows)
        }
    }

    @Test("An unknown preset or series is the server's clear 4xx, not a decoding error")
    func errors() async throws {
        try await withTestServer { base in
            let api = SeriesAPI(baseURL: base)
            let series = try await client.send(api.series())
            let badPreset = await statusFailure {
                try await client.response(for: HTTPRequest(
                    url: api.sliceURL(seriesID: series.id, name: series.slices[0], variant: .preset(named: "nonsense"))))
            }
            #expect(badPreset?.code == 400)
            #expect(badPreset?.excerpt.contains("soft-tissue") == true, "\(String(describing: badPreset))")
            let unknown = await statusFailure { try await client.send(api.series(id: "no-such-series")) }
            #expect(unknown?.code == 404)
            #expect(unknown?.excerpt.contains("no-such-series") == true)
        }
    }

    @Test("Awkward slice names reach the slice route as one segment and arrive intact",
          arguments: SeriesURLTests.awkwardNames)
    func awkwardNames(name: String) async throws {
        try await withTestServer { base in
            let api = SeriesAPI(baseURL: base)
            let series = try await client.send(api.series())
            let failure = await statusFailure {
                try await client.response(for: HTTPRequest(url: api.sliceURL(seriesID: series.id, name: name)))
            }
            // The slice route answers for a known series and an unknown name, quoting the name it got
            // (this server matches the segment as received, percent-encoded).
            let prefix = "series \(series.id) has no slice \""
            let excerpt = try #require(failure?.excerpt)
            #expect(failure?.code == 404)
            #expect(excerpt.hasPrefix(prefix) && excerpt.hasSuffix("\""), "\(excerpt)")
            let received = String(excerpt.dropFirst(prefix.count).dropLast())
            #expect(received == name || received.removingPercentEncoding == name, "\(received)")
        }
    }
}
