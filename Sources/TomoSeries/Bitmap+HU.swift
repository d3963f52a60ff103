import TomoCore
import TomoImaging

extension Bitmap {
    /// A volume's `samples` (their values through `rescale`, `width × height`, row-major; `Int16.min` for a
    /// pixel not there yet, black) through `window` as an 8-bit gray image, the lowest values white when
    /// `inverted`: how a cut of the volume is shown, whatever its plane.
    static func windowing(
        samples: [Int16], rescale: Rescale, width: Int, height: Int, window: WindowLevel, inverted: Bool
    ) throws(ImagingError) -> Bitmap {
        try samples.withUnsafeBufferPointer { (buffer) throws(ImagingError) in
            try buffer.withMemoryRebound(to: UInt16.self) { (words) throws(ImagingError) in
                try Bitmap.windowing(words, width: width, height: height, signed: true, window: window, rescale: rescale, inverted: inverted)
            }
        }
    }
}
