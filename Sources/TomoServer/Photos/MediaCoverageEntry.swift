import TomoCore

/// One generated media coverage, with what the server knows beyond its JSON: the photo behind its
/// image and whether that image is deliberately bad.
struct MediaCoverageEntry: Sendable {
    /// What the item's image URLs answer.
    enum Defect: Sendable, Hashable {
        case none
        /// 404.
        case missing
        /// 200 with an HTML error page.
        case broken
    }

    /// The item as served, except that `thumbnail.domain` is empty and a backup's `screenshotURL`
    /// holds only its path: both depend on the base URL a request reached the server at.
    let template: MediaCoverage
    /// The library photo the image shows.
    let photoID: Int
    let defect: Defect

    /// The item for clients that reach the server at `domain` (e.g. `http://127.0.0.1:8080`).
    func coverage(domain: String) -> MediaCoverage {
        var coverage = template
        coverage.thumbnail.domain = domain
        if let path = template.backupDetails?.screenshotURL {
            coverage.backupDetails?.screenshotURL = domain + "/" + path
        }
        return coverage
    }

    /// Pixel size of the image at `quality`: the long side is `MediaCoverageCatalog.thumbnailSide`
    /// doubled `quality` times, the other side follows the aspect ratio.
    func imageSize(quality: Int) -> (width: Int, height: Int) {
        let long = MediaCoverageCatalog.thumbnailSide << quality
        let ratio = template.thumbnail.aspectRatio
        let short = { (length: Double) in max(1, Int(length.rounded())) }
        return ratio >= 1 ? (long, short(Double(long) / ratio)) : (short(Double(long) * ratio), long)
    }
}
