import TomoCore
import TomoImaging

/// One step applied to a decoded image before it is cached and returned.
public enum ImageProcessing: Sendable, Hashable, CustomStringConvertible {
    /// Scales and crops to fill exactly `width` × `height` (thumbnails).
    case aspectFill(width: Int, height: Int)
    /// Scales down to fit within `width` × `height`, keeping the aspect ratio.
    case aspectFit(width: Int, height: Int)
    /// Converts to 8-bit gray.
    case grayscale
    /// Gaussian-like blur with the given radius in pixels.
    case blur(radius: Double)
    /// Maps 16-bit stored values through `rescale` to Hounsfield units, then through the window to 8-bit gray.
    case window(WindowLevel, rescale: Rescale)

    /// Applies the step to `bitmap`.
    public func apply(to bitmap: Bitmap) throws(ImagingError) -> Bitmap {
        switch self {
        case .aspectFill(let width, let height): try bitmap.aspectFilled(width: width, height: height)
        case .aspectFit(let width, let height): try bitmap.aspectFitted(maxWidth: width, maxHeight: height)
        case .grayscale: bitmap.grayscaled()
        case .blur(let radius): try bitmap.blurred(radius: radius)
        case .window(let window, let rescale): try bitmap.windowed(window, rescale: rescale)
        }
    }

    public var description: String {
        switch self {
        case .aspectFill(let width, let height): "fill \(width)x\(height)"
        case .aspectFit(let width, let height): "fit \(width)x\(height)"
        case .grayscale: "grayscale"
        case .blur(let radius): "blur \(radius)"
        case .window(let window, let rescale): "window \(window.width)/\(window.level) rescale \(rescale.slope)x+\(rescale.intercept)"
        }
    }
}
