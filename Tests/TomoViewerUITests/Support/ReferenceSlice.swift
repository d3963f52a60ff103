import Foundation
import TomoCore
import TomoImaging
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A slice fetched by the test itself, over HTTP, as the viewer should show it: 16-bit stored values
/// windowed with the series' default window.
struct ReferenceSlice {
    let name: String
    let image: Bitmap

    /// The series the server at `base` serves by default, in its order.
    static func series(at base: URL) async throws -> Series {
        try JSONDecoder().decode(Series.self, from: try await get(base.appending(path: "series")))
    }

    /// Slice `index` of `series`, windowed as the viewer does by default.
    static func fetch(_ index: Int, of series: Series, at base: URL) async throws -> ReferenceSlice {
        let seriesURL = base.appending(path: "series").appending(path: series.id)
        let metadata = try JSONDecoder().decode(SeriesMetadata.self, from: try await get(seriesURL.appending(path: "meta")))
        let name = series.slices[index]
        var slice = URLComponents(url: seriesURL.appending(path: "slice").appending(path: name), resolvingAgainstBaseURL: false)!
        slice.queryItems = [URLQueryItem(name: "bits", value: "16")]
        let stored = try Bitmap(decoding: try await get(slice.url!))
        return ReferenceSlice(name: name, image: try stored.windowed(metadata.defaultWindow, rescale: metadata.rescale))
    }

    private static func get(_ url: URL) async throws -> Data {
        let (data, response) = try await URLSession.shared.data(from: url)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw ToolError("GET \(url) failed: \(response)") }
        return data
    }
}
