import FeatureSupport
/// The detail view of one item: its large image as it loads.
public struct GridDetail: Sendable {
    /// The item's index in `ImageGridModel.items`.
    public var index: Int
    /// The article's headline.
    public var title: String
    /// Loading, the large image, or why it failed.
    public var state: ThumbnailState
}
