import TomoCore
import TomoImaging
import TomoVolume

extension VolumeSection {
    /// The section through `window` as an 8-bit gray image (its samples' values through its rescale; rows not
    /// arrived yet, `Int16.min`, are black), the lowest values white when `inverted` (MONOCHROME1): what the
    /// viewer's views and `tomo render --plane` show.
    public func image(window: WindowLevel, inverted: Bool = false) throws(ImagingError) -> Bitmap {
        try Bitmap.windowing(samples: samples, rescale: rescale, width: columns, height: rows, window: window, inverted: inverted)
    }
}
