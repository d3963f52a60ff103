import TomoDICOM
import TomoImaging

extension ColourFrame {
    /// The frame as an 8-bit RGB bitmap: samples of more bits keep their top eight.
    public func bitmap() throws(ImagingError) -> Bitmap {
        let shift = UInt16(max(bitsPerSample - 8, 0))
        return try Bitmap(width: columns, height: rows, format: .rgb8, pixels: samples.map { UInt8(truncatingIfNeeded: $0 >> shift) })
    }
}
