import TomoCore
import TomoImaging
import TomoVolume

extension ObliqueSection {
    /// The section through `window` as an 8-bit gray image (rows not arrived yet are black): what
    /// `tomo render --plane oblique` writes.
    public func image(window: WindowLevel, inverted: Bool = false) throws(ImagingError) -> Bitmap {
        try samples.withUnsafeBufferPointer { (buffer) throws(ImagingError) in
            try buffer.withMemoryRebound(to: UInt16.self) { (words) throws(ImagingError) in
                try Bitmap.windowing(words, width: plane.width, height: plane.height, signed: true, window: window, inverted: inverted)
            }
        }
    }
}
