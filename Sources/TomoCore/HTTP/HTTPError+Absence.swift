extension HTTPError {
    /// The statuses that mean "this API has no such resource": 404 Not Found, 405 Method Not Allowed,
    /// 501 Not Implemented.
    public static let absenceStatusCodes: Set<Int> = [404, 405, 501]

    /// Whether the server says the resource is not there at all (see `absenceStatusCodes`), as an API
    /// without an optional extension does. Asking again will not change that.
    public var meansAbsent: Bool {
        if case .status(_, let code, _, _) = self { Self.absenceStatusCodes.contains(code) } else { false }
    }
}
