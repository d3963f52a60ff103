import Foundation
import Testing
@testable import TomoCLI
import TomoCore
import TomoServer
import TomoTestSupport

/// `tomo series`, the built executable against the reference server.
@Suite("tomo series")
struct SeriesCommandTests {
    private let twoSeries: [DataSource] = [.phantom(columns: 40, rows: 32, slices: 12), .phantom(columns: 24, rows: 20, slices: 5)]

    @Test("The table lists every series of the catalog, the default marked with *")
    func table() async throws {
        try await withTestServer(data: twoSeries) { base in
            let catalog = try await IndependentFetch(base: base).catalog()
            let result = try await Tool.run(["series", "--api", base.absoluteString])
            #expect(result.status == 0, "\(result.errors)")
            let lines = result.text.split(separator: "\n").map(String.init)
            try #require(lines.count == 1 + catalog.series.count, "\(result.text)")
            #expect(lines.first?.contains("SERIES") == true && lines.first?.contains("SLICES") == true)
            for (index, series) in catalog.series.enumerated() {
                let line = lines[index + 1]
                #expect(line.hasPrefix(series.id == catalog.defaultSeriesID ? "*" : " "), "\(line)")
                #expect(line.contains(series.id) && line.contains(" \(series.sliceCount) ") && line.contains(series.description))
            }
        }
    }

    @Test("--json is the catalog")
    func json() async throws {
        try await withTestServer(data: twoSeries) { base in
            let catalog = try await IndependentFetch(base: base).catalog()
            let result = try await Tool.run(["series", "--api", base.absoluteString, "--json"])
            #expect(result.status == 0, "\(result.errors)")
            #expect(try JSONDecoder().decode(SeriesCatalog.self, from: result.output) == catalog)
        }
    }

    @Test("An API with only GET /series (no catalog) lists its one series")
    func originalAPIFallsBackToSeries() async throws {
        try await withTestServer(data: twoSeries) { upstream in
            try await withOriginalAPI(upstream: upstream) { base in
                let series = try await IndependentFetch(base: upstream).series()
                let result = try await Tool.run(["series", "--api", base.absoluteString, "--json"])
                #expect(result.status == 0, "\(result.errors)")
                let listed = try JSONDecoder().decode(SeriesCatalog.self, from: result.output)
                #expect(listed.defaultSeriesID == series.id)
                #expect(listed.series.map(\.id) == [series.id])
                #expect(listed.series.map(\.sliceCount) == [series.slices.count])
            }
        }
    }
}
