import Hummingbird
import NIOCore
import TomoCore

/// The CT series API: `/series`, `/catalog`, `/series/{id}`, `/series/{id}/meta`,
/// `/series/{id}/slice/{name}`.
struct SeriesRoutes: Sendable {
    let store: SeriesCatalogStore
    let renderer: SliceRenderer
    /// Serve only the original assignment's surface: `/series` and default-window slices.
    let originalOnly: Bool
    /// JSON bodies never change while the server runs, so they are encoded once.
    private let catalogBody: ByteBuffer
    private let seriesBodies: [String: ByteBuffer]
    private let metadataBodies: [String: ByteBuffer]

    init(store: SeriesCatalogStore, renderer: SliceRenderer, originalOnly: Bool = false) {
        self.store = store
        self.renderer = renderer
        self.originalOnly = originalOnly
        catalogBody = JSONBody.encode(store.catalog)
        seriesBodies = Dictionary(uniqueKeysWithValues: store.entries.map { ($0.series.id, JSONBody.encode($0.series)) })
        metadataBodies = Dictionary(uniqueKeysWithValues: store.entries.map { ($0.series.id, JSONBody.encode($0.metadata)) })
    }

    /// Adds the JSON routes to `router` and the slice image route to `images`.
    func register<Context: RequestContext>(on router: Router<Context>, images: RouterGroup<Context>) {
        router.get("series") { _, _ in
            JSONBody.response(encoded: seriesBodies[store.defaultEntry.series.id]!)
        }
        images.get("series/:id/slice/:name") { request, context in
            try await slice(request, context: context)
        }
        guard !originalOnly else { return }
        router.get("catalog") { _, _ in
            JSONBody.response(encoded: catalogBody)
        }
        router.get("series/:id") { _, context in
            let entry = try entry(context)
            return JSONBody.response(encoded: seriesBodies[entry.series.id]!)
        }
        router.get("series/:id/meta") { _, context in
            let entry = try entry(context)
            return JSONBody.response(encoded: metadataBodies[entry.series.id]!)
        }
    }

    private func entry(_ context: some RequestContext) throws(APIError) -> CatalogEntry {
        let id = context.pathParameter("id")
        guard let entry = store.entry(id: id) else { throw .notFound("no series with id \(quoted(id))") }
        return entry
    }

    private func slice(_ request: Request, context: some RequestContext) async throws -> Response {
        let entry = try entry(context)
        let name = context.pathParameter("name")
        guard let index = entry.sliceIndex(named: name) else {
            throw APIError.notFound("series \(entry.series.id) has no slice \(quoted(name))")
        }
        // The original API had no query parameters; in that mode they are ignored, as it would have.
        let query = request.uri.queryParameters
        let variant = try SliceVariant(
            window: originalOnly ? nil : query["window"], bits: originalOnly ? nil : query["bits"],
            metadata: entry.metadata)
        let key = SliceRenderer.Key(seriesID: entry.series.id, index: index, variant: variant)
        let etag = renderer.etag(for: key, volume: entry.volume)
        return try await ImmutableResource.response(to: request, etag: etag, contentType: "image/png") {
            try await BlockingWork.run { try renderer.render(key, volume: entry.volume, rescale: entry.metadata.rescale) }
        }
    }

    /// A name for an error message: quoted, and cut short if a client sent something huge.
    private func quoted(_ text: String) -> String {
        text.count > 80 ? "\"\(text.prefix(80))…\"" : "\"\(text)\""
    }
}
