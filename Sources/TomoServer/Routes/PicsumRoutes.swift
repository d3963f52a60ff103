import HTTPTypes
import Hummingbird
import TomoCore
import TomoGeneratedPhotos

/// Lorem Picsum's API over the generated photo library: `GET /v2/list`, `GET /id/{id}/info`, and the
/// images `GET /id/{id}/{size}` and `GET /id/{id}/{width}/{height}` (JPEG, crop to fill).
///
/// Each photo's `url` is its `/id/{id}/info` on this server (Picsum links its Unsplash page there);
/// `download_url` is the full-size image, as on Picsum. A `.webp` extension answers 415: this server
/// encodes JPEG only. With `redirectsImages`, an image URL answers 302 to the same path under `/cdn/`, which
/// serves the image, as the real Picsum redirects to its CDN.
struct PicsumRoutes: Sendable {
    let renderer: PhotoRenderer
    let baseURL: PublicBaseURL
    var redirectsImages = false

    /// Adds the JSON routes to `router` and the image routes to `images`.
    func register<Context: RequestContext>(on router: Router<Context>, images: RouterGroup<Context>) {
        router.get("v2/list") { request, _ in
            list(request)
        }
        router.get("id/:id/info") { request, context in
            JSONBody.response(item(try photo(context), base: baseURL.resolve(for: request)))
        }
        // One parameter name for the third segment: the router allows no two at one place.
        images.get("id/:id/:width") { request, context in
            try await redirectsImages ? redirect(request) : image(request, context: context, square: true)
        }
        images.get("id/:id/:width/:height") { request, context in
            try await redirectsImages ? redirect(request) : image(request, context: context, square: false)
        }
        guard redirectsImages else { return }
        images.get("cdn/id/:id/:width") { request, context in
            try await image(request, context: context, square: true)
        }
        images.get("cdn/id/:id/:width/:height") { request, context in
            try await image(request, context: context, square: false)
        }
    }

    /// A 302 to `request`'s path under `/cdn/`, its query kept.
    private func redirect(_ request: Request) -> Response {
        let query = request.uri.query.map { "?" + $0 } ?? ""
        return Response(status: .found, headers: [.location: "/cdn" + request.uri.path + query])
    }

    private func list(_ request: Request) -> Response {
        let query = request.uri.queryParameters
        let page = PicsumListPage(page: query["page"], limit: query["limit"])
        let base = baseURL.resolve(for: request)
        let items = self.page(page, base: base)
        var response = JSONBody.response(items)
        response.headers[HTTPField.Name("Link")!] = page.linkHeader(base: base, itemCount: items.count)
        return response
    }

    /// The items of list page `page` for clients that reach the server at `base` (the live route and
    /// the static export both serve this).
    func page(_ page: PicsumListPage, base: String) -> [PicsumPhoto] {
        let photos = renderer.library.photos
        return photos[page.indices(count: photos.count)].map { item($0, base: base) }
    }

    private func image(_ request: Request, context: some RequestContext, square: Bool) async throws -> Response {
        let width = context.parameters.get("width") ?? "", height = context.parameters.get("height") ?? ""
        let query = request.uri.queryParameters
        let size = try PicsumImageRequest(
            widthSegment: square ? nil : width, lastSegment: square ? width : height,
            grayscale: query.has("grayscale"), blur: query["blur"])
        let photo = try photo(context)
        let variant = PhotoVariant(
            photoID: photo.id, width: size.width, height: size.height, grayscale: size.grayscale, blur: size.blur)
        return try await ImmutableResource.response(to: request, etag: renderer.etag(for: variant), contentType: "image/jpeg") {
            try await renderer.jpeg(for: variant)
        }
    }

    private func photo(_ context: some RequestContext) throws(APIError) -> Photo {
        guard let id = context.parameters.get("id").flatMap({ Int($0) }), let photo = renderer.library.photo(id: id) else {
            throw .notFound("Image does not exist")
        }
        return photo
    }

    /// `photo` as the list and `/id/{id}/info` show it to clients that reach the server at `base`.
    func item(_ photo: Photo, base: String) -> PicsumPhoto {
        PicsumPhoto(
            id: String(photo.id), author: photo.author, width: photo.width, height: photo.height,
            url: "\(base)/id/\(photo.id)/info", downloadURL: "\(base)/id/\(photo.id)/\(photo.width)/\(photo.height)")
    }
}
