import Foundation

/// The image grid assignment's API at any base URL: `GET /api/v2/content/misc/media-coverages` and
/// each item's image by the assignment's formula, `{domain}/{basePath}/{quality}/{key}`.
public struct MediaCoverageAPI: Sendable, Hashable {
    private let baseURL: URL
    private let root: APIRoot

    /// The API at `baseURL`, whose path (if any) prefixes every endpoint's.
    public init(baseURL: URL) {
        self.baseURL = baseURL
        root = APIRoot(baseURL)
    }

    /// `limit` items (the server allows up to 100) starting at item `offset`; a page shorter than
    /// `limit` is the last.
    public func list(offset: Int = 0, limit: Int = 20) -> Endpoint<[MediaCoverage]> {
        .json(HTTPRequest(url: root.url(
            ["api", "v2", "content", "misc", "media-coverages"],
            query: [("limit", String(limit)), ("offset", String(offset))])))
    }

    /// The image of `thumbnail` at `quality` (0, the assignment's, is the smallest) by the assignment's
    /// formula. When the domain has no scheme (say it is empty), the result is resolved against this
    /// API's base URL as a browser resolves a link. Nil if the parts do not make a URL.
    public func imageURL(for thumbnail: MediaCoverageThumbnail, quality: Int = 0) -> URL? {
        guard let url = thumbnail.imageURL(quality: quality) else { return nil }
        return url.scheme == nil ? URL(string: url.relativeString, relativeTo: baseURL)?.absoluteURL : url
    }
}
