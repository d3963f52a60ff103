import Foundation

/// Loads an image's original bytes some other way than a GET of its URL (a multipart answer to take
/// apart, a local file), still through the pipeline's transfer slots, priorities, coalescing and disk cache;
/// bytes of a kind only it knows (a DICOMweb frame, whose layout is in its series' metadata) it decodes too.
public struct ImageDataLoader: Sendable, Hashable, CustomStringConvertible {
    /// Names the loader: two loaders are equal when their names are (name loaders that decode differently
    /// apart).
    public let name: String
    /// What decodes the bytes it loads, from the network or the disk cache, instead of the pipeline's
    /// decoders; nil for those.
    public let decoders: ImageDecoderRegistry?
    private let load: @Sendable (URL) async throws -> Data

    /// A loader called `name` that loads the bytes `url` names with `load`, decoded by `decoders` (nil: the
    /// pipeline's).
    public init(
        name: String, decoders: ImageDecoderRegistry? = nil, load: @escaping @Sendable (_ url: URL) async throws -> Data
    ) {
        self.name = name
        self.decoders = decoders
        self.load = load
    }

    /// The bytes `url` names.
    func callAsFunction(_ url: URL) async throws -> Data {
        try await load(url)
    }

    public static func == (lhs: ImageDataLoader, rhs: ImageDataLoader) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
}
