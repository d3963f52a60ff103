import Foundation

/// What a transport received: status, headers and the whole body.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code, e.g. 200.
    public var statusCode: Int
    /// Header fields keyed by lowercased name.
    public var headers: [String: String]
    /// The whole body, as received (after any content decoding the transport does).
    public var body: Data

    /// Lowercases header names so `header(_:)` can look them up case-insensitively; fields whose
    /// names differ only in case are combined into one comma-separated value.
    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { "\($0), \($1)" })
        self.body = body
    }

    /// The value of the header field `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(statusCode) }
}
