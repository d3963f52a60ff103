import Foundation

/// Loads an image's original bytes some other way than a GET of its URL (a multipart answer to take
/// apart, a local file), still through the pipeline's transfer slots, priorities, coalescing and disk cache.
public struct ImageDataLoader: Sendable, Hashable, CustomStringConvertible {
    /// Names the loader: two loaders are equal when their names are.
    public let name: String
    private let load: @Sendable (URL) async throws -> Data

    /// A loader called `name` that loads the bytes `url` names with `load`.
    public init(name: String, load: @escaping @Sendable (_ url: URL) async throws -> Data) {
        self.name = name
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
