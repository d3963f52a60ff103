import ScanViewerFeature
import TomoNetworkSeries

extension ScanViewerModel {
    /// The open series as the API gives it: its slice names and metadata.
    var apiSeries: APIOpenedSeries? { series as? APIOpenedSeries }
}
