/// An HTTP request method.
public struct HTTPMethod: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The method's token as sent, e.g. `GET`.
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let get = HTTPMethod(rawValue: "GET")
    public static let head = HTTPMethod(rawValue: "HEAD")
    public static let post = HTTPMethod(rawValue: "POST")
    public static let put = HTTPMethod(rawValue: "PUT")
    public static let delete = HTTPMethod(rawValue: "DELETE")

    /// Whether sending the request twice has the same effect as sending it once (RFC 9110 §9.2.2),
    /// which is what makes a retry safe.
    public var isIdempotent: Bool {
        ["GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE"].contains(rawValue)
    }

    public var description: String { rawValue }
}
