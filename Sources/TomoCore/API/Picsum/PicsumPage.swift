import Foundation

/// One page of Lorem Picsum's `GET /v2/list`: its photos and the neighbouring pages its `Link`
/// header names. Ask `PicsumAPI.page(after:)` for the next one.
public struct PicsumPage: Sendable, Hashable {
    /// The URL this page was fetched from.
    public var url: URL
    /// The page's photos in list order; empty past the last photo.
    public var photos: [PicsumPhoto]
    /// The next page (`rel="next"`), nil on the last page.
    public var next: URL?
    /// The previous page (`rel="prev"`), nil on the first page.
    public var previous: URL?

    /// A page fetched from `url`.
    public init(url: URL, photos: [PicsumPhoto], next: URL?, previous: URL?) {
        self.url = url
        self.photos = photos
        self.next = next
        self.previous = previous
    }
}
