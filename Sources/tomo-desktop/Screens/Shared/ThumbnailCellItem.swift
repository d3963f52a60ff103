import FeatureSupport
import ImageGridFeature
import PhotoBrowserFeature

/// An item a `ThumbnailCellView` draws: its position, its thumbnail's state (observable) and a tooltip.
@MainActor
protocol ThumbnailCellItem: AnyObject {
    var index: Int { get }
    var state: ThumbnailState { get }
    var tooltip: String { get }
}

extension GridItem: ThumbnailCellItem {}
extension PhotoListItem: ThumbnailCellItem {}
