import TomoCore

/// Case tests for `#expect`, which cannot pattern-match.
extension HTTPError {
    var isTransport: Bool {
        if case .transport = self { true } else { false }
    }

    var isCannotConnect: Bool {
        if case .cannotConnect = self { true } else { false }
    }

    var isTimedOut: Bool {
        if case .timedOut = self { true } else { false }
    }

    /// The status of a `.status` error, else nil.
    var statusCode: Int? {
        if case .status(_, let code, _, _) = self { code } else { nil }
    }
}
