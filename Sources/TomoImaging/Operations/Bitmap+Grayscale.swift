extension Bitmap {
    /// This image as `.gray8` luma, ITU-R BT.601: `0.299 R + 0.587 G + 0.114 B`, rounded to nearest
    /// (halves up), computed exactly in integers.
    ///
    /// `.gray8` and `.gray16` bitmaps are already gray and are returned unchanged. For `.rgba8` the alpha
    /// channel is dropped: the colour channels are converted as they are, not composited over a background.
    public func grayscaled() -> Bitmap {
        let channels = format.channelCount
        switch format {
        case .gray8, .gray16:
            return self
        case .rgb8, .rgba8:
            return withSamples(as: UInt8.self) { source in
                Bitmap.make(width: width, height: height, format: .gray8, sample: UInt8.self) { destination in
                    for i in 0..<destination.count {
                        let red = UInt32(source[i * channels])
                        let green = UInt32(source[i * channels + 1])
                        let blue = UInt32(source[i * channels + 2])
                        destination[i] = UInt8(truncatingIfNeeded: (299 * red + 587 * green + 114 * blue + 500) / 1000)
                    }
                }
            }
        }
    }
}
