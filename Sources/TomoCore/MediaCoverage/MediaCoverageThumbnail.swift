import Foundation

/// Where a media coverage's image lives: `{domain}/{basePath}/{quality}/{key}`.
///
/// Decoding accepts `id` as a string or a number, and `version` and `aspectRatio` as numbers or
/// numeric strings.
public struct MediaCoverageThumbnail: Codable, Sendable, Hashable {
    public var id: String
    /// Changes when the image is replaced.
    public var version: Int
    /// Scheme and host (and any path prefix) of the image server, e.g. `https://cimg.example`.
    public var domain: String
    /// The path between the domain and the quality level, without leading or trailing slashes.
    public var basePath: String
    /// The image's file name, e.g. `3F2504E0-4F89-41D3-9A0C-0305E82C3301.jpg`.
    public var key: String
    /// The quality levels the image server has; 0, the one the original assignment uses, is the smallest.
    public var qualities: [Int]
    /// Width divided by height.
    public var aspectRatio: Double

    public init(
        id: String, version: Int, domain: String, basePath: String, key: String, qualities: [Int], aspectRatio: Double
    ) {
        self.id = id
        self.version = version
        self.domain = domain
        self.basePath = basePath
        self.key = key
        self.qualities = qualities
        self.aspectRatio = aspectRatio
    }

    /// The image at `quality`: `domain + "/" + basePath + "/" + quality + "/" + key`, the assignment's
    /// formula (which uses quality 0). Nil if the parts do not make a URL.
    public func imageURL(quality: Int = 0) -> URL? {
        URL(string: domain + "/" + basePath + "/\(quality)/" + key)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeStringOrNumber(forKey: .id)
        version = try container.decodeIntegerOrNumericString(forKey: .version)
        domain = try container.decode(String.self, forKey: .domain)
        basePath = try container.decode(String.self, forKey: .basePath)
        key = try container.decode(String.self, forKey: .key)
        qualities = try container.decode([Int].self, forKey: .qualities)
        aspectRatio = try container.decodeNumberOrNumericString(forKey: .aspectRatio)
    }
}
