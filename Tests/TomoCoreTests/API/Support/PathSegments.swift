import Foundation

extension URL {
    /// The path's segments as sent (still percent-encoded), without the leading empty one.
    var encodedPathSegments: [String] {
        let path = URLComponents(url: self, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? ""
        return path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
    }
}
