import TomoCore
import TomoImaging

/// What `tomo grid` found: each item in the API's order, with its image's digest and size or its error.
struct GridReport: Sendable {
    /// One item.
    struct Entry: Sendable {
        var id: String
        /// The thumbnail's URL.
        var url: String
        /// SHA-256 of the image's bytes, and the original's size; nil when it failed.
        var sha256: String?
        var width: Int?
        var height: Int?
        /// The cell-sized thumbnail, for the contact sheet.
        var thumbnail: Bitmap?
        /// Why it failed.
        var error: String?

        init(id: String, url: String, sha256: String, width: Int, height: Int, thumbnail: Bitmap) {
            self.id = id
            self.url = url
            self.sha256 = sha256
            self.width = width
            self.height = height
            self.thumbnail = thumbnail
        }

        init(id: String, url: String, error: String) {
            self.id = id
            self.url = url
            self.error = error
        }

        /// `{"id", "url", "sha256", "width", "height"}`, or `{"id", "url", "error"}`.
        var json: JSONValue {
            .object([
                ("id", .string(id)), ("url", .string(url)), ("sha256", sha256.map(JSONValue.string)),
                ("width", width.map(JSONValue.number)), ("height", height.map(JSONValue.number)),
                ("error", error.map(JSONValue.string)),
            ])
        }
    }

    var items: [Entry]

    /// The items whose image failed.
    var failures: [Entry] { items.filter { $0.error != nil } }

    /// The contact sheet's tiles: each thumbnail, or none (a gray tile) for a failed item.
    var tiles: [MontageTile] { items.map { MontageTile(image: $0.thumbnail) } }

    /// `{"items": [...]}`, as `--json` prints it.
    var json: JSONValue {
        .object([("items", .array(items.map(\.json)))])
    }
}
