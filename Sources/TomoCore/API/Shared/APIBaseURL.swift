import Foundation

/// Checks the base URL of an API as a user typed it: an `http` or `https` URL with a host, a path prefix
/// allowed. One rule for every front end's `--api` options.
public enum APIBaseURL {
    /// Why a text is not an API's base URL.
    public struct InvalidError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The text given.
        public var text: String

        public var description: String { "\(text) is not an http:// or https:// URL" }
    }

    /// `text` as a URL.
    /// - Throws: `InvalidError` unless it is an http or https URL with a host.
    public static func parse(_ text: String) throws(InvalidError) -> URL {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host() != nil else {
            throw InvalidError(text: text)
        }
        return url
    }
}
