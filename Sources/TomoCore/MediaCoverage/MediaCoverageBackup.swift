/// Archived copies of a media coverage's article, for when the original page is gone.
public struct MediaCoverageBackup: Codable, Sendable, Hashable {
    /// A PDF of the article, as an absolute URL string.
    public var pdfLink: String
    /// A screenshot of the article, as an absolute URL string.
    public var screenshotURL: String

    public init(pdfLink: String, screenshotURL: String) {
        self.pdfLink = pdfLink
        self.screenshotURL = screenshotURL
    }
}
