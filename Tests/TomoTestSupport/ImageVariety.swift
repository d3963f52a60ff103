import TomoImaging

/// How many different gray levels a picture has: a blank or single-colour area has one or two, a CT slice dozens.
public enum ImageVariety {
    /// Distinct gray levels (rgb images by their green channel) in the centre of `bitmap`: the middle
    /// `fraction` of its width and height.
    public static func levels(inCentreOf bitmap: Bitmap, fraction: Double = 1) -> Int {
        let gray = bitmap.format == .gray8 ? bitmap : bitmap.converted(to: .rgb8)
        let step = gray.format.bytesPerPixel, channel = step == 1 ? 0 : 1
        let width = Int(Double(gray.width) * fraction), height = Int(Double(gray.height) * fraction)
        let left = (gray.width - width) / 2, top = (gray.height - height) / 2
        var seen = Set<UInt8>()
        for row in top ..< top + height {
            for column in left ..< left + width {
                seen.insert(gray.pixels[row * gray.bytesPerRow + column * step + channel])
            }
        }
        return seen.count
    }
}
