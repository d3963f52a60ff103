import FeatureSupport
import TomoCore

/// The photo browser's state and behaviour, for any front end: Lorem Picsum's list as a
/// `ThumbnailListModel` (paged by the `Link` header's `rel="next"`, thumbnails at the tile's pixel size)
/// whose items open in a `PhotoDetailModel`.
public typealias PhotoBrowserModel = ThumbnailListModel<PhotoBrowserEnvironment>

extension ThumbnailListItem where Value == PicsumPhoto {
    /// The photo's list entry.
    public var photo: PicsumPhoto { value }
}
