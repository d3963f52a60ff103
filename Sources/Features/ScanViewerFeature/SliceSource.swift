import Foundation
import TomoCore
import TomoPipeline

/// How the viewer gets displayable slices from an API.
enum SliceSource: Sendable, Hashable {
    /// 16-bit stored values, windowed here: any window, instantly. Needs the series' metadata (rescale).
    case stored16(rescale: Rescale)
    /// 8-bit images windowed by the server (the original API's only kind); a new window means new images.
    case serverWindowed(SliceImageVariant)

    /// The image request for one slice, unprocessed: windowing happens at display time.
    func request(for name: String, in series: Series, api: SeriesAPI, priority: ImagePriority) -> ImageRequest {
        let variant: SliceImageVariant = switch self {
        case .stored16: .stored16
        case .serverWindowed(let variant): variant
        }
        return ImageRequest(url: api.sliceURL(seriesID: series.id, name: name, variant: variant), priority: priority)
    }
}
