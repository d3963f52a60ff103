import Foundation

/// Lorem Picsum's API (and Tomo's reference server's copy of it) at any base URL:
/// `GET /v2/list?page=&limit=` with `Link` paging, `GET /id/{id}/info`, and image URLs
/// `/id/{id}/{width}/{height}` with `?grayscale` and `?blur=N`.
public struct PicsumAPI: Sendable, Hashable {
    private let root: APIRoot

    /// The API at `baseURL`, whose path (if any) prefixes every endpoint's.
    public init(baseURL: URL) {
        root = APIRoot(baseURL)
    }

    /// Page `page` (from 1) of `limit` photos (Picsum allows up to 100, default 30).
    public func list(page: Int = 1, limit: Int = 30) -> Endpoint<PicsumPage> {
        self.page(at: root.url(["v2", "list"], query: [("page", String(page)), ("limit", String(limit))]))
    }

    /// The list page at `url`, e.g. a page's `next` or `previous`.
    public func page(at url: URL) -> Endpoint<PicsumPage> {
        let request = Endpoint<[PicsumPhoto]>.json(HTTPRequest(url: url))
        return Endpoint(request: request.request) { response in
            let links = LinkHeader(response.header("Link") ?? "", baseURL: url)
            return PicsumPage(
                url: url, photos: try request.decode(response),
                next: links.target(relation: "next"), previous: links.target(relation: "prev"))
        }
    }

    /// The page after `page`, or nil when `page` is the last.
    public func page(after page: PicsumPage) -> Endpoint<PicsumPage>? {
        page.next.map(self.page(at:))
    }

    /// The list entry of photo `id`.
    public func info(id: String) -> Endpoint<PicsumPhoto> {
        .json(HTTPRequest(url: root.url(["id", id, "info"])))
    }

    /// Photo `id` cropped to fill `width` × `height` pixels (1–5000 each), in gray if `grayscale`, blurred
    /// by `blur` (1–10) unless nil. The server refuses other sizes and blur amounts with a 400.
    public func imageURL(id: String, width: Int, height: Int, grayscale: Bool = false, blur: Int? = nil) -> URL {
        root.url(["id", id, String(width), String(height)], query: Self.filters(grayscale: grayscale, blur: blur))
    }

    /// Photo `id` cropped to a `size` × `size` square: `/id/{id}/{size}`, with the same filters.
    public func imageURL(id: String, size: Int, grayscale: Bool = false, blur: Int? = nil) -> URL {
        root.url(["id", id, String(size)], query: Self.filters(grayscale: grayscale, blur: blur))
    }

    private static func filters(grayscale: Bool, blur: Int?) -> [(name: String, value: String?)] {
        (grayscale ? [("grayscale", nil)] : []) + (blur.map { [("blur", String($0))] } ?? [])
    }
}
