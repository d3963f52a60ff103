import TomoCore
import TomoImaging
import TomoVolume

extension ObliqueSection {
    /// The section through `window` as an 8-bit gray image (rows not arrived yet are black): what
    /// `tomo render --plane oblique` writes.
    public func image(window: WindowLevel, inverted: Bool = false) throws(ImagingError) -> Bitmap {
        try Bitmap.windowing(hu: samples, width: plane.width, height: plane.height, window: window, inverted: inverted)
    }
}
