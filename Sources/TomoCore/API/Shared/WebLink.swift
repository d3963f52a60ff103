import Foundation

/// One link of an HTTP `Link` header (RFC 8288): a target and what it is to the current resource.
public struct WebLink: Sendable, Hashable {
    /// The target, resolved against the URL of the response that carried it.
    public var target: URL
    /// The relation types (`rel`), lowercased, e.g. `["next"]`; one link may have several.
    public var relations: [String]
    /// Every parameter by lowercased name (`rel`, `title`, `type`, ...), unquoted; only the first
    /// occurrence of a name counts, as RFC 8288 asks. A parameter without a value maps to "".
    public var parameters: [String: String]

    /// A link to `target`; `relations` should be lowercased.
    public init(target: URL, relations: [String], parameters: [String: String] = [:]) {
        self.target = target
        self.relations = relations
        self.parameters = parameters
    }
}
