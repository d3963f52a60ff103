import Foundation

/// Who the client says it is to a server that asks: HTTP Basic (a user and a password) or a bearer token
/// (RFC 6750). Never shown: its description names the kind and the user, not the secret.
public enum HTTPCredentials: Sendable, Hashable, CustomStringConvertible {
    case basic(user: String, password: String)
    case bearer(token: String)

    /// Basic credentials from `NAME:PASSWORD` (the password may hold colons), nil without a colon or a name.
    public init?(userAndPassword text: String) {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return nil }
        self = .basic(user: String(text[..<colon]), password: String(text[text.index(after: colon)...]))
    }

    /// The `Authorization` header's value.
    public var authorization: String {
        switch self {
        case .basic(let user, let password): "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
        case .bearer(let token): "Bearer \(token)"
        }
    }

    public var description: String {
        switch self {
        case .basic(let user, _): "user \(user) (password hidden)"
        case .bearer: "a bearer token (hidden)"
        }
    }
}
