import Foundation

/// What a transport received: status, headers and the whole body.
public struct HTTPResponse: Sendable, Hashable {
    public var statusCode: Int
    /// Header fields keyed by lowercased name.
    public var headers: [String: String]
    public var body: Data

    /// Lowercases header names so `header(_:)` can look them up case-insensitively.
    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }

    /// The value of the header field `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(statusCode) }
}
