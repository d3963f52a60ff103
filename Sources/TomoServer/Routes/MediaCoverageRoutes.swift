import Hummingbird
import TomoCore

/// The image grid's API: `GET /api/v2/content/misc/media-coverages?limit=&offset=` (a JSON array) and
/// the images its items point at, `GET /images/media-coverages/{quality}/{key}` (JPEG).
///
/// A configurable share of items have images that answer 404, or 200 with an HTML page.
struct MediaCoverageRoutes: Sendable {
    /// Items per page when the request names no `limit`. Any larger limit is honoured, up to the whole
    /// catalog: clients written against the original ask for 100 or 200 at once and expect that many.
    static let defaultLimit = 20

    let catalog: MediaCoverageCatalog
    let renderer: PhotoRenderer
    let baseURL: PublicBaseURL

    /// Adds the list route to `router` and the image route to `images`.
    func register<Context: RequestContext>(on router: Router<Context>, images: RouterGroup<Context>) {
        router.get("api/v2/content/misc/media-coverages") { request, _ in
            try list(request)
        }
        images.get("\(MediaCoverageCatalog.basePath)/:quality/:key") { request, context in
            try await image(request, context: context)
        }
    }

    private func list(_ request: Request) throws(APIError) -> Response {
        let query = request.uri.queryParameters
        let limit = try Self.integer(query["limit"], name: "limit", default: Self.defaultLimit, minimum: 1)
        let offset = try Self.integer(query["offset"], name: "offset", default: 0, minimum: 0)
        return JSONBody.response(page(offset: offset, limit: limit, domain: baseURL.resolve(for: request)))
    }

    /// The items a list request with valid `offset` and `limit` answers, for clients that reach the
    /// server at `domain` (the live route and the static export both serve this).
    func page(offset: Int, limit: Int, domain: String) -> [MediaCoverage] {
        let entries = catalog.entries
        let start = min(offset, entries.count)
        return entries[start..<(start + min(limit, entries.count - start))].map { $0.coverage(domain: domain) }
    }

    /// An integer query parameter: `fallback` when absent, 400 when not an integer of at least `minimum`.
    /// One too large for `Int` is `Int.max` (any number is honoured: a limit past every item means all).
    private static func integer(_ text: Substring?, name: String, default fallback: Int, minimum: Int) throws(APIError) -> Int {
        guard let text else { return fallback }
        let digits = text.hasPrefix("+") ? text.dropFirst() : text[...]
        let value = Int(text) ?? (!digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) } ? Int.max : nil)
        guard let value, value >= minimum else {
            throw .badRequest("\(name) must be an integer of at least \(minimum)")
        }
        return value
    }

    private func image(_ request: Request, context: some RequestContext) async throws -> Response {
        let key = context.pathParameter("key")
        guard let entry = catalog.entry(key: key),
              let quality = context.parameters.get("quality").flatMap({ Int($0) }),
              entry.template.thumbnail.qualities.contains(quality)
        else { throw APIError.notFound("no such image") }
        switch MediaCoverageImage(entry: entry, quality: quality) {
        case .missing:
            throw APIError.notFound("no such image")
        case .broken(let page):
            return Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: ResponseBody(byteBuffer: page))
        case .photo(let variant):
            return try await ImmutableResource.response(to: request, etag: renderer.etag(for: variant), contentType: "image/jpeg") {
                try await renderer.jpeg(for: variant)
            }
        }
    }
}
