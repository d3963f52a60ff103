import Foundation
import TomoCore
import TomoPipeline

/// The image requests of the photo browser: downsized URLs (`/id/{id}/{w}/{h}`) at the pixel size a cell
/// or the detail view shows, never the multi-megapixel original.
public enum PhotoSizing {
    /// A list tile's thumbnail is 3:2, as most photos are: its height for a cell `pixelWidth` wide.
    public static func thumbnailHeight(forWidth pixelWidth: Int) -> Int {
        max(1, pixelWidth * 2 / 3)
    }

    /// The thumbnail of `photo` for a tile `pixelWidth` pixels wide, cropped to fill it.
    public static func thumbnailRequest(for photo: PicsumPhoto, api: PicsumAPI, pixelWidth: Int) -> ImageRequest {
        let width = max(1, pixelWidth), height = thumbnailHeight(forWidth: width)
        return ImageRequest(
            url: api.imageURL(id: photo.id, width: width, height: height),
            processing: [.aspectFill(width: width, height: height)])
    }

    /// The largest size with `photo`'s aspect ratio within `width` × `height` pixels and within the
    /// original (never upscaled), at least 1 × 1.
    public static func fittedSize(of photo: PicsumPhoto, width: Int, height: Int) -> (width: Int, height: Int) {
        let original = (width: max(1, photo.width), height: max(1, photo.height))
        let scale = min(Double(max(1, width)) / Double(original.width), Double(max(1, height)) / Double(original.height), 1)
        return (max(1, Int((Double(original.width) * scale).rounded())), max(1, Int((Double(original.height) * scale).rounded())))
    }

    /// The detail view's photo: `photo` as large as fits a view of `width` × `height` pixels.
    public static func detailRequest(for photo: PicsumPhoto, api: PicsumAPI, width: Int, height: Int) -> ImageRequest {
        let size = fittedSize(of: photo, width: width, height: height)
        return ImageRequest(url: api.imageURL(id: photo.id, width: size.width, height: size.height), priority: .visible)
    }

    /// The original, full-resolution photo (for Save…).
    public static func originalURL(of photo: PicsumPhoto, api: PicsumAPI) -> URL {
        api.imageURL(id: photo.id, width: max(1, photo.width), height: max(1, photo.height))
    }
}
