extension Bitmap {
    /// This image scaled to cover `width × height`, keeping its aspect ratio, with the overflow cropped
    /// equally from both sides: what Lorem Picsum serves for `/id/{id}/{width}/{height}`.
    ///
    /// The centred source rectangle with the target's aspect ratio (rounded to whole pixels) is cropped
    /// first and then resized to exactly `width × height`, so the image is resampled only once.
    ///
    /// - Throws: `ImagingError.invalidDimensions` if `width` or `height` is not positive;
    ///   `ImagingError.tooLarge` if the result would exceed `DecodingLimits.standard`.
    public func aspectFilled(width: Int, height: Int) throws(ImagingError) -> Bitmap {
        try DecodingLimits.standard.check(width: width, height: height)
        var cropWidth = self.width, cropHeight = self.height
        // The aspect ratios self.width / self.height and width / height, cross-multiplied.
        let sourceAspect = Double(self.width) * Double(height), targetAspect = Double(width) * Double(self.height)
        if sourceAspect > targetAspect {
            // Source is wider than the target: keep the full height, crop the sides.
            cropWidth = Self.rounded(Double(self.height) * Double(width) / Double(height), in: 1...self.width)
        } else if sourceAspect < targetAspect {
            // Source is taller than the target: keep the full width, crop top and bottom.
            cropHeight = Self.rounded(Double(self.width) * Double(height) / Double(width), in: 1...self.height)
        }
        let centre = try cropped(
            x: (self.width - cropWidth) / 2, y: (self.height - cropHeight) / 2,
            width: cropWidth, height: cropHeight)
        return try centre.resized(width: width, height: height)
    }

    /// This image scaled to the largest size that fits in `maxWidth × maxHeight`, keeping its aspect
    /// ratio (each side rounded to whole pixels, at least 1). An image that already fits is returned
    /// unchanged unless `allowUpscaling` is true. For thumbnails and montages.
    ///
    /// - Throws: `ImagingError.invalidDimensions` if `maxWidth` or `maxHeight` is not positive;
    ///   `ImagingError.tooLarge` if the result would exceed `DecodingLimits.standard`.
    public func aspectFitted(maxWidth: Int, maxHeight: Int, allowUpscaling: Bool = false) throws(ImagingError) -> Bitmap {
        guard maxWidth > 0, maxHeight > 0 else { throw .invalidDimensions(width: maxWidth, height: maxHeight) }
        if !allowUpscaling, width <= maxWidth, height <= maxHeight { return self }
        var fittedWidth = maxWidth, fittedHeight = maxHeight
        // Width-limited when width / height >= maxWidth / maxHeight.
        if Double(width) * Double(maxHeight) >= Double(height) * Double(maxWidth) {
            fittedHeight = Self.rounded(Double(height) * Double(maxWidth) / Double(width), in: 1...maxHeight)
        } else {
            fittedWidth = Self.rounded(Double(width) * Double(maxHeight) / Double(height), in: 1...maxWidth)
        }
        return try resized(width: fittedWidth, height: fittedHeight)
    }

    /// `value` rounded to the nearest integer and clamped to `range`.
    private static func rounded(_ value: Double, in range: ClosedRange<Int>) -> Int {
        Int(min(max(value.rounded(), Double(range.lowerBound)), Double(range.upperBound)))
    }
}
