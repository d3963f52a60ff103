import TomoImaging
import TomoVolume

extension VolumeRendering {
    /// The rendering as an RGB bitmap.
    public func image() throws(ImagingError) -> Bitmap {
        try Bitmap(width: width, height: height, format: .rgb8, pixels: pixels)
    }
}
