import Foundation
import TomoCore

/// A series the server offers, with the URLs of its slices (default window, the original API's).
struct BenchSeries: Sendable {
    let id: String
    let description: String
    let sliceURLs: [URL]
    /// The series and its metadata, for the viewer's own loading (`APIOpenedSeries`); nil metadata when the
    /// server serves none.
    let series: Series
    let metadata: SeriesMetadata?
    let api: SeriesAPI

    /// Every series in the server's catalog, the most slices first.
    static func all(at baseURL: URL, client: HTTPClient) async throws -> [BenchSeries] {
        let api = SeriesAPI(baseURL: baseURL)
        var found: [BenchSeries] = []
        for summary in try await client.send(api.catalog()).series {
            let series = try await client.send(api.series(id: summary.id))
            found.append(BenchSeries(
                id: series.id, description: summary.description,
                sliceURLs: series.slices.map { api.sliceURL(seriesID: series.id, name: $0) }, series: series,
                metadata: try? await client.send(api.metadata(id: series.id)), api: api))
        }
        guard !found.isEmpty else { throw BenchError.noSeries }
        return found.sorted { $0.sliceURLs.count > $1.sliceURLs.count }
    }

    /// The URLs of the 16-bit stored slices the viewer loads.
    var storedSliceURLs: [URL] {
        series.slices.map { api.sliceURL(seriesID: series.id, name: $0, variant: .stored16) }
    }

    /// E.g. `Head CT (ProMED CT 0051), 108 slices`.
    var title: String { "\(description), \(sliceURLs.count) slices" }
}
