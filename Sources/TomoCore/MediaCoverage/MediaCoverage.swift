/// One news article about the organisation, as `GET /api/v2/content/misc/media-coverages` lists it:
/// the image grid assignment's item.
///
/// Decoding accepts `id` as a string or a number and `mediaType` as a number or a numeric string;
/// `backupDetails` may be missing or null.
public struct MediaCoverage: Codable, Sendable, Hashable, Identifiable {
    public var id: String
    /// The article's headline.
    public var title: String
    /// The article's language as an ISO 639-1 code, e.g. `en`, `hi`, `fr`.
    public var language: String
    /// The kind of outlet, as a number: 1 print, 2 online, 3 broadcast on Tomo's reference server.
    public var mediaType: Int
    /// The article on the publisher's site, as an absolute URL string.
    public var coverageURL: String
    /// The publication date, `YYYY-MM-DD`.
    public var publishedAt: String
    /// The outlet's name.
    public var publishedBy: String
    /// The article's image.
    public var thumbnail: MediaCoverageThumbnail
    /// Archived copies of the article, when there are any.
    public var backupDetails: MediaCoverageBackup?

    public init(
        id: String, title: String, language: String, mediaType: Int, coverageURL: String, publishedAt: String,
        publishedBy: String, thumbnail: MediaCoverageThumbnail, backupDetails: MediaCoverageBackup?
    ) {
        self.id = id
        self.title = title
        self.language = language
        self.mediaType = mediaType
        self.coverageURL = coverageURL
        self.publishedAt = publishedAt
        self.publishedBy = publishedBy
        self.thumbnail = thumbnail
        self.backupDetails = backupDetails
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeStringOrNumber(forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        language = try container.decode(String.self, forKey: .language)
        mediaType = try container.decodeIntegerOrNumericString(forKey: .mediaType)
        coverageURL = try container.decode(String.self, forKey: .coverageURL)
        publishedAt = try container.decode(String.self, forKey: .publishedAt)
        publishedBy = try container.decode(String.self, forKey: .publishedBy)
        thumbnail = try container.decode(MediaCoverageThumbnail.self, forKey: .thumbnail)
        backupDetails = try container.decodeIfPresent(MediaCoverageBackup.self, forKey: .backupDetails)
    }
}
