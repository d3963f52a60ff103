import Foundation

/// The CT series API (the original assignment's, extended by Tomo's reference server) at any base URL,
/// including one with a path prefix such as `http://host/api/v1`:
///
/// | endpoint | request |
/// | --- | --- |
/// | `series()` | `GET /series`, the default series |
/// | `catalog()` | `GET /catalog` |
/// | `series(id:)` | `GET /series/{id}` |
/// | `metadata(id:)` | `GET /series/{id}/meta` |
/// | `sliceURL(seriesID:name:variant:)` | `/series/{id}/slice/{name}`, the original's slice path |
///
/// Ids and slice names are percent-encoded as one path segment each, whatever they hold.
public struct SeriesAPI: Sendable, Hashable {
    private let root: APIRoot

    /// The API at `baseURL`, whose path (if any) prefixes every endpoint's.
    public init(baseURL: URL) {
        root = APIRoot(baseURL)
    }

    /// The default series, `{"id", "slices"}`, checked strictly (see `Series`).
    public func series() -> Endpoint<Series> {
        .json(HTTPRequest(url: root.url(["series"])))
    }

    /// Every series the server offers (a Tomo extension; the original served one series).
    public func catalog() -> Endpoint<SeriesCatalog> {
        .json(HTTPRequest(url: root.url(["catalog"])))
    }

    /// The series with id `id`.
    public func series(id: String) -> Endpoint<Series> {
        .json(HTTPRequest(url: root.url(["series", id])))
    }

    /// The geometry, rescale and windows of series `id` (a Tomo extension).
    public func metadata(id: String) -> Endpoint<SeriesMetadata> {
        .json(HTTPRequest(url: root.url(["series", id, "meta"])))
    }

    /// The PNG of the slice called `name` in series `seriesID`, as `variant` asks (by default the
    /// original's URL: 8-bit in the series' default window).
    public func sliceURL(seriesID: String, name: String, variant: SliceImageVariant = .defaultWindow) -> URL {
        root.url(["series", seriesID, "slice", name], query: variant.query)
    }
}
