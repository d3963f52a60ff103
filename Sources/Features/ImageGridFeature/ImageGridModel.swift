import FeatureSupport
import TomoCore

/// The image grid's state and behaviour, for any front end: the media coverages API's items as a
/// `ThumbnailListModel` (paged by offset, square thumbnails at the quality that covers the cell) whose
/// items open in a `GridDetailModel`.
public typealias ImageGridModel = ThumbnailListModel<ImageGridEnvironment>

extension ThumbnailListItem where Value == MediaCoverage {
    /// The item's media coverage.
    public var coverage: MediaCoverage { value }
}
