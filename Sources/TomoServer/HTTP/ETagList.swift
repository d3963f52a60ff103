import Foundation

/// Reads an `If-None-Match` header value.
enum ETagList {
    /// Whether `header` (a comma-separated list of entity tags, or `*`) matches `etag`.
    /// Weak comparison, as RFC 9110 prescribes for `If-None-Match`.
    static func matches(_ header: String, etag: String) -> Bool {
        let wanted = opaque(etag)
        return header.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingCharacters(in: .whitespaces)
            return tag == "*" || opaque(tag) == wanted
        }
    }

    private static func opaque(_ tag: some StringProtocol) -> Substring {
        tag.hasPrefix("W/") ? Substring(tag).dropFirst(2) : Substring(tag)
    }
}
