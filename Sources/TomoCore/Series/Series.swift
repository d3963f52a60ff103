/// A CT series as the original API describes it: an id and the names of its slice images.
///
/// The order of `slices` is the anatomical order. Names are opaque tokens: sorting them means nothing.
///
/// Decoding is strict where wrong data would mislead a viewer: the id and every slice name must be
/// non-empty and the names unique (each names one image), else it throws `DecodingError.dataCorrupted`
/// at the offending field (`id`, `slices[3]`). It accepts an id sent as a number and ignores extra fields.
public struct Series: Codable, Sendable, Hashable {
    /// The series id (a UUID string on the reference server, any string elsewhere).
    public var id: String
    /// Slice image names, in display order.
    public var slices: [String]

    public init(id: String, slices: [String]) {
        self.id = id
        self.slices = slices
    }

    enum CodingKeys: String, CodingKey {
        case id, slices
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeStringOrNumber(forKey: .id)
        guard !id.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "the series id is empty")
        }
        slices = try container.decode([String].self, forKey: .slices)
        var firstIndexByName: [String: Int] = [:]
        for (index, name) in slices.enumerated() {
            let path = container.codingPath + [CodingKeys.slices, IndexCodingKey(index)]
            if name.isEmpty {
                throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "the slice name is empty"))
            }
            if let first = firstIndexByName[name] {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: path, debugDescription: "the slice name \"\(name)\" already names slices[\(first)]"))
            }
            firstIndexByName[name] = index
        }
    }
}
