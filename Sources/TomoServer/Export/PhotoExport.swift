/// The photo APIs' part of a static export, made by the same route functions the live server answers
/// with, for clients that reach the export at `base`:
/// - Picsum: the first `options.photoPages` list pages (`v2/list/page-P-limit-30.json`), and for each
///   listed photo `id/{id}/info` and its image (full size at the path `download_url` names, or the
///   square `id/{id}/{side}` for `options.photoSide`);
/// - media coverages: every page at the default limit (`…/media-coverages/offset-O-limit-20.json`, up
///   to and including the first short or empty one) and at Tomo's grid's limit (60), and each item's
///   thumbnail, quality 0
///   (`images/media-coverages/0/{key}`). Deliberately missing images have no file; broken ones hold
///   their HTML page. Qualities 1 and 2 are not exported.
struct PhotoExport {
    let apis: PhotoAPIs
    /// Where clients reach the export, without a trailing slash, e.g. `http://127.0.0.1:8081`.
    let base: String
    let options: StaticExportOptions

    /// The quality of the media-coverage images exported: the thumbnail.
    private static let gridQuality = 0
    /// The page sizes of the media-coverage list exported: the API's default (20) and the 60 Tomo's own
    /// grid asks for, so both the original app and Tomo page through a static copy.
    static let gridPageLimits = [MediaCoverageRoutes.defaultLimit, 60]

    /// Every file, in the order to write them.
    func files() -> [ExportFile] {
        picsumFiles() + mediaCoverageFiles()
    }

    private func picsumFiles() -> [ExportFile] {
        let routes = apis.picsum
        let library = routes.renderer.library
        guard options.photoPages > 0 else { return [] }
        return (1...options.photoPages).flatMap { number in
            let page = PicsumListPage(page: Substring(String(number)), limit: nil)
            let list = ExportFile(path: NginxConfiguration.picsumPage(page: "\(page.page)", limit: "\(page.limit)")) {
                JSONBody.encode(routes.page(page, base: base))
            }
            return [list] + library.photos[page.indices(count: library.count)].flatMap { photo in
                let item = routes.item(photo, base: base)
                let (path, width, height) = options.photoSide.map { ("id/\(photo.id)/\($0)", $0, $0) }
                    ?? (relativePath(item.downloadURL), photo.width, photo.height)
                let variant = PhotoVariant(photoID: photo.id, width: width, height: height, grayscale: false, blur: 0)
                return [
                    ExportFile(path: relativePath(item.url)) { JSONBody.encode(item) },
                    ExportFile(path: path) { try routes.renderer.render(variant) },
                ]
            }
        }
    }

    private func mediaCoverageFiles() -> [ExportFile] {
        let routes = apis.mediaCoverages
        let entries = routes.catalog.entries
        let pages = Self.gridPageLimits.flatMap { limit in
            stride(from: 0, through: entries.count, by: limit).map { offset in
                ExportFile(path: NginxConfiguration.mediaCoveragePage(offset: "\(offset)", limit: "\(limit)")) {
                    JSONBody.encode(routes.page(offset: offset, limit: limit, domain: base))
                }
            }
        }
        let images = entries.compactMap { entry -> ExportFile? in
            let path = "\(MediaCoverageCatalog.basePath)/\(Self.gridQuality)/\(entry.template.thumbnail.key)"
            switch MediaCoverageImage(entry: entry, quality: Self.gridQuality) {
            case .missing: return nil
            case .broken(let page): return ExportFile(path: path) { page }
            case .photo(let variant): return ExportFile(path: path) { try routes.renderer.render(variant) }
            }
        }
        return pages + images
    }

    /// The path under `base` of `url`, an absolute URL this export's documents hold.
    private func relativePath(_ url: String) -> String {
        String(url.dropFirst(base.count + 1))
    }
}
