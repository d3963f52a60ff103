/// Upper bounds a decoder checks against the image header before it allocates anything.
public struct DecodingLimits: Sendable, Hashable, CustomStringConvertible {
    /// Largest accepted width or height, in pixels.
    public var maxDimension: Int
    /// Largest accepted `width * height`.
    public var maxPixelCount: Int

    public init(maxDimension: Int = 16_384, maxPixelCount: Int = 64 * 1024 * 1024) {
        self.maxDimension = maxDimension
        self.maxPixelCount = maxPixelCount
    }

    /// The defaults: 16,384 px a side, 64 Mpx in all.
    public static let standard = DecodingLimits()

    /// Throws `ImagingError.tooLarge` unless a `width × height` image fits.
    public func check(width: Int, height: Int) throws(ImagingError) {
        guard width > 0, height > 0 else { throw .invalidDimensions(width: width, height: height) }
        guard width <= maxDimension, height <= maxDimension, width * height <= maxPixelCount else {
            throw .tooLarge(width: width, height: height, limit: self)
        }
    }

    public var description: String {
        "\(maxDimension) px a side and \(maxPixelCount) pixels"
    }
}
