import NIOCore

/// What a media coverage's image URL answers at one quality, decided by the item's defect: the one
/// place both the image route and the static export take it from.
enum MediaCoverageImage: Sendable {
    /// 404.
    case missing
    /// 200 with this HTML page instead of an image.
    case broken(ByteBuffer)
    /// 200 with this rendering of the photo, as JPEG.
    case photo(PhotoVariant)

    /// What a broken image URL answers with: the kind of page a misconfigured proxy sends.
    private static let brokenPage = ByteBuffer(string: """
        <!DOCTYPE html>
        <html><head><title>Service Unavailable</title></head>
        <body><h1>Service Unavailable</h1><p>The image server is temporarily unable to serve this request.</p></body></html>

        """)

    /// The image of `entry` at `quality` (one of its thumbnail's qualities).
    init(entry: MediaCoverageEntry, quality: Int) {
        switch entry.defect {
        case .missing:
            self = .missing
        case .broken:
            self = .broken(Self.brokenPage)
        case .none:
            let size = entry.imageSize(quality: quality)
            self = .photo(PhotoVariant(photoID: entry.photoID, width: size.width, height: size.height, grayscale: false, blur: 0))
        }
    }
}
