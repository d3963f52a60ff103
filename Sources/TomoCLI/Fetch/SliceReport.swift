import TomoCore

/// One slice in a `FetchReport`: its digest and size when it loaded, its error when it did not.
struct SliceReport: Sendable, Hashable {
    /// The slice name, as the series lists it.
    var name: String
    /// SHA-256 of the response bytes, 64 lowercase hexadecimal digits.
    var sha256: String?
    var width: Int?
    var height: Int?
    /// Why the slice failed (then the fields above are nil).
    var error: String?

    /// A slice that loaded.
    init(name: String, sha256: String, width: Int, height: Int) {
        self.name = name
        self.sha256 = sha256
        self.width = width
        self.height = height
    }

    /// A slice that failed.
    init(name: String, error: String) {
        self.name = name
        self.error = error
    }

    /// `{"name", "sha256", "width", "height"}`, or `{"name", "error"}`.
    var json: JSONValue {
        .object([
            ("name", .string(name)), ("sha256", sha256.map(JSONValue.string)),
            ("width", width.map(JSONValue.number)), ("height", height.map(JSONValue.number)),
            ("error", error.map(JSONValue.string)),
        ])
    }
}
