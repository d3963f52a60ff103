import Foundation

/// The disk cache's key for an image's URL: the URL itself, except under an aliased base URL, whose
/// address the key replaces with the alias. A server whose address changes from run to run (the built-in
/// one takes a new port each time) then finds its images again, under a name that stands for what it
/// serves rather than where it listens.
public struct DiskCacheKeys: Sendable, Hashable {
    /// Base URLs (as strings, no trailing slash) and their aliases.
    private var aliases: [String: String] = [:]

    /// Keys every URL as itself.
    public init() {}

    /// Keys the URLs under `base` (`base` itself, or anything below it) as `alias` followed by the rest
    /// of the URL.
    public mutating func alias(_ base: URL, as alias: String) {
        aliases[Self.trimmed(base.absoluteString)] = alias
    }

    /// The key of `url`.
    public func key(for url: URL) -> String {
        let text = url.absoluteString
        for (base, alias) in aliases where text == base || text.hasPrefix(base + "/") || text.hasPrefix(base + "?") {
            return alias + text.dropFirst(base.count)
        }
        return text
    }

    private static func trimmed(_ text: String) -> String {
        text.hasSuffix("/") ? String(text.dropLast()) : text
    }
}
