import Foundation

/// The links of an HTTP `Link` header field (RFC 8288 §3), as Picsum and GitHub page their lists:
/// `<https://host/v2/list?page=3&limit=30>; rel="next", <…?page=1&limit=30>; rel="prev"`.
///
/// Parsing is forgiving: commas and semicolons inside `<…>` or quoted strings belong to them, parameter
/// names and relation types are case-insensitive, `rel` may be quoted or not and hold several types,
/// relative targets are resolved against the response's URL, and a malformed link is skipped without
/// losing the others.
public struct LinkHeader: Sendable, Hashable {
    /// The well-formed links, in the field's order.
    public var links: [WebLink]

    /// A header holding `links`.
    public init(links: [WebLink]) {
        self.links = links
    }

    /// Parses a `Link` field value; targets that are relative resolve against `baseURL`.
    public init(_ field: String, baseURL: URL? = nil) {
        var scanner = LinkHeaderScanner(field)
        var links: [WebLink] = []
        while let (target, parameters) = scanner.nextLink() {
            guard let url = URL(string: target, relativeTo: baseURL)?.absoluteURL else { continue }
            let relations = (parameters["rel"] ?? "").lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
            links.append(WebLink(target: url, relations: relations, parameters: parameters))
        }
        self.links = links
    }

    /// The target of the first link whose relation types include `relation` (case-insensitive).
    public func target(relation: String) -> URL? {
        let relation = relation.lowercased()
        return links.first { $0.relations.contains(relation) }?.target
    }
}
