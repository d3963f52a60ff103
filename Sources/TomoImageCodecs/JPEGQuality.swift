import TomoImaging

/// The JPEG quality scale and what it implies.
enum JPEGQuality {
    /// Accepted qualities, as in libjpeg: 1 (smallest) ... 100 (best).
    static let range = 1...100
    /// From this quality on, chroma is kept at full resolution (4:4:4) instead of 4:2:0.
    static let fullChromaThreshold = 90

    /// Throws `.invalidParameter` unless `quality` is in `range`.
    static func validate(_ quality: Int) throws(ImagingError) {
        guard range.contains(quality) else {
            throw .invalidParameter("JPEG quality must be in \(range.lowerBound)...\(range.upperBound), not \(quality)")
        }
    }
}
