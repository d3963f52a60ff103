import TomoCore

extension HTTPError {
    /// Whether the server refused the request with a 4xx: the resource is not there (or not for this
    /// client), and asking again will not change that.
    var isRefusal: Bool {
        if case .status(_, let code, _, _) = self { (400..<500).contains(code) } else { false }
    }
}
