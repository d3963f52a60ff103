/// What a Picsum image URL asks for, read the way Lorem Picsum reads it: the size from the path
/// (`/id/{id}/{size}` or `/id/{id}/{width}/{height}`, the last segment optionally ending in `.jpg` or
/// `.webp`), `?grayscale` (bare or with any value) and `?blur` (bare for 5, or 1...10).
struct PicsumImageRequest: Sendable, Hashable {
    /// The largest width or height served, Picsum's limit.
    static let maxSide = 5000

    let width: Int
    let height: Int
    let grayscale: Bool
    /// 0 for no blur, else 1...10.
    let blur: Int

    /// Reads the path's size segments and the query's `grayscale` (present or not) and `blur` values.
    /// `widthSegment` is nil for a square, whose size is then `lastSegment`; otherwise `lastSegment` is
    /// the height.
    /// - Throws: `APIError` 400 "Invalid size", "Invalid file extension" or "Invalid blur amount";
    ///   415 for `.webp`, which this server does not encode.
    init(widthSegment: String?, lastSegment: String, grayscale: Bool, blur: Substring?) throws(APIError) {
        let (heightText, fileExtension) = Self.splitExtension(lastSegment)
        let widthText = widthSegment.map { Substring($0) } ?? heightText
        guard let width = Int(widthText), let height = Int(heightText),
              (1...Self.maxSide).contains(width), (1...Self.maxSide).contains(height)
        else { throw .badRequest("Invalid size") }
        switch fileExtension?.lowercased() {
        case nil, "jpg": break
        case "webp": throw APIError(.unsupportedMediaType, "WebP is not supported by this server; use .jpg")
        default: throw .badRequest("Invalid file extension")
        }
        self.width = width
        self.height = height
        self.grayscale = grayscale
        switch blur {
        case nil: self.blur = 0
        case "": self.blur = 5
        case let amount?:
            guard let amount = Int(amount), (1...10).contains(amount) else { throw .badRequest("Invalid blur amount") }
            self.blur = amount
        }
    }

    /// `"300.jpg"` → (`"300"`, `"jpg"`); `"300"` → (`"300"`, nil).
    private static func splitExtension(_ segment: String) -> (Substring, Substring?) {
        guard let dot = segment.lastIndex(of: ".") else { return (Substring(segment), nil) }
        return (segment[..<dot], segment[segment.index(after: dot)...])
    }
}
