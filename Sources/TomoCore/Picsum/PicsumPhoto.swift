/// One photo as Lorem Picsum's `GET /v2/list` and `GET /id/{id}/info` describe it.
///
/// Picsum sends `id` as a string and the URLs as absolute strings; decoding also accepts an `id` or a
/// size sent as a number or a numeric string, since copies of the API are not always strict.
public struct PicsumPhoto: Codable, Sendable, Hashable, Identifiable {
    /// The photo's id, e.g. `"0"`.
    public var id: String
    /// The photographer's name.
    public var author: String
    /// Full-size width in pixels.
    public var width: Int
    /// Full-size height in pixels.
    public var height: Int
    /// A web page about the photo (on Picsum, its Unsplash page; on Tomo's server, its `/id/{id}/info`).
    public var url: String
    /// The full-size image, `{base}/id/{id}/{width}/{height}`.
    public var downloadURL: String

    public init(id: String, author: String, width: Int, height: Int, url: String, downloadURL: String) {
        self.id = id
        self.author = author
        self.width = width
        self.height = height
        self.url = url
        self.downloadURL = downloadURL
    }

    enum CodingKeys: String, CodingKey {
        case id, author, width, height, url
        case downloadURL = "download_url"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeStringOrNumber(forKey: .id)
        author = try container.decode(String.self, forKey: .author)
        width = try container.decodeIntegerOrNumericString(forKey: .width)
        height = try container.decodeIntegerOrNumericString(forKey: .height)
        url = try container.decode(String.self, forKey: .url)
        downloadURL = try container.decode(String.self, forKey: .downloadURL)
    }
}
