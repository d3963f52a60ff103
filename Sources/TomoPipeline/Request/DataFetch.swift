/// How a data job fetches a URL's bytes when the disk cache has none: a GET with `headers`, or `loader`.
struct DataFetch: Sendable {
    var headers: [String: String] = [:]
    var loader: ImageDataLoader?
}
