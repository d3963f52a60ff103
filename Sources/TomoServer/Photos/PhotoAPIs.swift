import Hummingbird
import TomoGeneratedPhotos

/// The two APIs over the generated photo library, Lorem Picsum's and the image grid's media coverages,
/// sharing one renderer and its cache of encoded images.
struct PhotoAPIs: Sendable {
    /// Where clients reach the server; both APIs put it in their absolute URLs.
    let baseURL: PublicBaseURL
    let picsum: PicsumRoutes
    let mediaCoverages: MediaCoverageRoutes

    init(configuration: ServerConfiguration) {
        baseURL = PublicBaseURL(configured: configuration.publicBaseURL)
        let library = PhotoLibrary(sizeDivisor: configuration.photoSizeDivisor)
        let renderer = PhotoRenderer(library: library, cacheBytes: configuration.photoCacheBytes)
        picsum = PicsumRoutes(renderer: renderer, baseURL: baseURL, redirectsImages: configuration.picsumRedirects)
        let catalog = MediaCoverageCatalog(
            count: configuration.mediaCoverageCount, photoIDs: library.photos.map(\.id),
            defects: configuration.mediaCoverageDefects)
        mediaCoverages = MediaCoverageRoutes(catalog: catalog, renderer: renderer, baseURL: baseURL)
    }

    /// Adds the JSON routes to `router` and the image routes to `images` (where fault injection applies).
    func register<Context: RequestContext>(on router: Router<Context>, images: RouterGroup<Context>) {
        picsum.register(on: router, images: images)
        mediaCoverages.register(on: router, images: images)
    }
}
