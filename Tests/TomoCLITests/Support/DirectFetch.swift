import Foundation
import TomoCore

/// Fetches from an API with a plain client, not through anything `tomo` uses above the transport:
/// what the tests compare `tomo`'s results with.
struct DirectFetch {
    let api: SeriesAPI
    private let client = HTTPClient(transport: URLSessionTransport())

    init(base: URL) {
        api = SeriesAPI(baseURL: base)
    }

    func series() async throws -> Series { try await client.send(api.series()) }
    func catalog() async throws -> SeriesCatalog { try await client.send(api.catalog()) }
    func metadata(id: String) async throws -> SeriesMetadata { try await client.send(api.metadata(id: id)) }

    /// The bytes of every slice of `series`, in series order.
    func slices(of series: Series, variant: SliceImageVariant) async throws -> [Data] {
        var bytes: [Data] = []
        for name in series.slices {
            let url = api.sliceURL(seriesID: series.id, name: name, variant: variant)
            bytes.append(try await client.response(for: HTTPRequest(url: url)).body)
        }
        return bytes
    }
}
