import Foundation
import TomoCore
import TomoImaging
import TomoPipeline

/// A photo fetched at a size and filtered by the same code as the detail view, for the detail view's Save…
/// and `tomo photos get` to write (`ImageFile`).
public enum PhotoExport {
    /// The image at `url` (a Picsum image URL), decoded, with `filters` applied in order, all off the
    /// caller's actor.
    public static func image(at url: URL, filters: [PhotoFilter], pipeline: ImagePipeline) async throws -> Bitmap {
        let data = try await pipeline.data(for: url, priority: .visible)
        return try await BlockingWork.run {
            try filters.reduce(try Bitmap(decoding: data)) { image, filter in try filter.apply(to: image) }
        }
    }
}
