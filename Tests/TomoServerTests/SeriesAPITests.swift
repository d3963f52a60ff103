import Foundation
import Testing
import TomoCore
import TomoServer
import TomoTestSupport

@Suite("Series API")
struct SeriesAPITests {
    private let twoPhantoms: [DataSource] = [
        .phantom(columns: 40, rows: 32, slices: 12), .phantom(columns: 24, rows: 24, slices: 7),
    ]

    @Test("GET /series has exactly the original shape: an id and an array of slice names")
    func defaultSeriesShape() async throws {
        try await withTestServer { base in
            let response = try await HTTPTestClient.get("/series", from: base)
            #expect(response.status == 200)
            #expect(response.header("Content-Type")?.hasPrefix("application/json") == true)
            let object = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
            #expect(Set(object.keys) == ["id", "slices"])
            let series = try response.decode(Series.self)
            #expect(series.slices.count == 12)
        }
    }

    @Test("Ids and slice names are unique UUIDs whose sorted order is not the series order")
    func namesAreOpaqueUUIDs() async throws {
        try await withTestServer { base in
            let series = try await HTTPTestClient.get("/series", from: base).decode(Series.self)
            #expect(UUID(uuidString: series.id) != nil)
            #expect(series.slices.allSatisfy { UUID(uuidString: $0) != nil })
            #expect(Set(series.slices).count == series.slices.count)
            #expect(series.slices.sorted() != series.slices)
        }
    }

    @Test("Ids and names are stable across restarts")
    func stableAcrossRestarts() async throws {
        let first = try await withTestServer(data: twoPhantoms) { base in
            try await HTTPTestClient.get("/catalog", from: base).decode(SeriesCatalog.self)
        }
        let second = try await withTestServer(data: twoPhantoms) { base in
            try await HTTPTestClient.get("/catalog", from: base).decode(SeriesCatalog.self)
        }
        #expect(first == second)
    }

    @Test("The catalog lists every series; each is served by id with its metadata")
    func catalogAndSeriesByID() async throws {
        try await withTestServer(data: twoPhantoms) { base in
            let catalog = try await HTTPTestClient.get("/catalog", from: base).decode(SeriesCatalog.self)
            #expect(catalog.series.map(\.sliceCount) == [12, 7])
            #expect(catalog.series.allSatisfy { $0.modality == "CT" })
            let defaultSeries = try await HTTPTestClient.get("/series", from: base).decode(Series.self)
            #expect(catalog.defaultSeriesID == defaultSeries.id)
            for summary in catalog.series {
                let series = try await HTTPTestClient.get("/series/\(summary.id)", from: base).decode(Series.self)
                #expect(series.id == summary.id)
                #expect(series.slices.count == summary.sliceCount)
                let meta = try await HTTPTestClient.get("/series/\(summary.id)/meta", from: base).decode(SeriesMetadata.self)
                #expect(meta.id == summary.id)
                #expect(meta.sliceCount == summary.sliceCount)
                #expect(Set(meta.windowPresets.map(\.name)) == ["brain", "subdural", "stroke", "bone", "soft-tissue", "lung"])
            }
            let other = try #require(catalog.series.last)
            let meta = try await HTTPTestClient.get("/series/\(other.id)/meta", from: base).decode(SeriesMetadata.self)
            #expect(meta.columns == 24 && meta.rows == 24)
        }
    }

    @Test("Duplicate data sources are served once")
    func duplicatesServedOnce() async throws {
        try await withTestServer(data: [.phantom(columns: 8, rows: 8, slices: 3), .phantom(columns: 8, rows: 8, slices: 3)]) { base in
            let catalog = try await HTTPTestClient.get("/catalog", from: base).decode(SeriesCatalog.self)
            #expect(catalog.series.count == 1)
        }
    }

    @Test("The OpenAPI document and health check are served")
    func documents() async throws {
        try await withTestServer { base in
            let document = try await HTTPTestClient.get("/openapi.yaml", from: base)
            #expect(document.status == 200)
            let text = String(decoding: document.body, as: UTF8.self)
            for path in ["/series:", "/catalog:", "/series/{id}:", "/series/{id}/meta:", "/series/{id}/slice/{name}:"] {
                #expect(text.contains(path), "OpenAPI document lacks \(path)")
            }
            let health = try await HTTPTestClient.get("/health", from: base)
            #expect(health.status == 200)
        }
    }
}
