import Foundation
import TomoCore
import TomoImaging
import TomoURLSession

/// Fetches from a series API the plainest way (`URLSessionTransport`, no pipeline, no cache, no retries
/// beyond the standard), independently of what the code under test fetches with: what tests compare a
/// model's, a window's or a command's results with.
public struct IndependentFetch: Sendable {
    public let api: SeriesAPI
    private let client = HTTPClient(transport: URLSessionTransport(), timeout: TestWait.limit)

    /// A fetcher for the series API at `base`.
    public init(base: URL) {
        api = SeriesAPI(baseURL: base)
    }

    public func series() async throws -> Series { try await client.send(api.series()) }
    public func catalog() async throws -> SeriesCatalog { try await client.send(api.catalog()) }
    public func metadata(id: String) async throws -> SeriesMetadata { try await client.send(api.metadata(id: id)) }

    /// The bytes of slice `name` of series `seriesID`, as `variant` asks.
    public func sliceData(_ name: String, of seriesID: String, variant: SliceImageVariant) async throws -> Data {
        let url = api.sliceURL(seriesID: seriesID, name: name, variant: variant)
        return try await client.response(for: HTTPRequest(url: url)).body
    }

    /// The bytes of every slice of `series`, in series order.
    public func slices(of series: Series, variant: SliceImageVariant) async throws -> [Data] {
        var bytes: [Data] = []
        for name in series.slices { bytes.append(try await sliceData(name, of: series.id, variant: variant)) }
        return bytes
    }

    /// Slice `name` decoded, as the server sends it.
    public func slice(_ name: String, of seriesID: String, variant: SliceImageVariant) async throws -> Bitmap {
        try Bitmap(decoding: try await sliceData(name, of: seriesID, variant: variant))
    }

    /// Slice `name` as a viewer should show it in `window` (the series' default window if nil): its
    /// 16-bit stored values, windowed here.
    public func windowedSlice(
        _ name: String, of series: Series, metadata: SeriesMetadata, window: WindowLevel? = nil
    ) async throws -> Bitmap {
        try await slice(name, of: series.id, variant: .stored16)
            .windowed(window ?? metadata.defaultWindow, rescale: metadata.rescale)
    }
}
