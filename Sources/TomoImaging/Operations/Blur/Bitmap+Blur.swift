import Foundation

extension Bitmap {
    /// This image blurred by a Gaussian of standard deviation `radius` pixels, approximated by three
    /// successive box blurs along each axis.
    ///
    /// Box blurs use running sums, so the cost per pixel does not depend on the radius. Pixels beyond
    /// the edges repeat the edge pixel. Every channel, alpha included, is blurred the same way, with
    /// 16-bit precision for `.gray16`. A radius of 0, or one too small for any box to be wider than a
    /// pixel, returns `self`; radii above 10,000 px are treated as 10,000 px.
    ///
    /// - Throws: `ImagingError.invalidParameter` if `radius` is negative, infinite or NaN.
    public func blurred(radius: Double) throws(ImagingError) -> Bitmap {
        guard radius.isFinite, radius >= 0 else {
            throw .invalidParameter("blur radius must be a finite number of pixels, at least 0, not \(radius)")
        }
        let blur = BoxBlur(sigma: min(radius, BoxBlur.maximumSigma))
        if blur.boxRadii.isEmpty { return self }
        let source = tightlyPacked
        let pixels = switch format {
        case .gray16: blur.apply(to: source.pixels, width: width, height: height, sample: UInt16.self, channels: OneChannel.self)
        case .gray8: blur.apply(to: source.pixels, width: width, height: height, sample: UInt8.self, channels: OneChannel.self)
        case .rgb8: blur.apply(to: source.pixels, width: width, height: height, sample: UInt8.self, channels: ThreeChannels.self)
        case .rgba8: blur.apply(to: source.pixels, width: width, height: height, sample: UInt8.self, channels: FourChannels.self)
        }
        return Bitmap.wrapping(width: width, height: height, format: format, pixels: pixels)
    }
}
