import TomoImaging

/// What the detail view does to a photo: nothing, gray, or a Gaussian blur on Picsum's scale, where
/// `?blur=N` is libvips' `gaussblur` with a standard deviation of N pixels at the photo's size.
public enum PhotoFilter: Sendable, Hashable {
    case normal
    case grayscale
    /// A blur of standard deviation `amount` pixels, `amount` in `blurRange`.
    case blur(Int)

    /// Picsum's blur amounts.
    public static let blurRange = 1...10

    /// The photo with this filter applied (a blur amount outside `blurRange` is clamped to it).
    public func apply(to bitmap: Bitmap) throws(ImagingError) -> Bitmap {
        switch self {
        case .normal: bitmap
        case .grayscale: bitmap.grayscaled()
        case .blur(let amount): try bitmap.blurred(radius: Double(Self.clampedBlur(amount)))
        }
    }

    /// `amount` brought into `blurRange`.
    public static func clampedBlur(_ amount: Int) -> Int {
        min(max(amount, blurRange.lowerBound), blurRange.upperBound)
    }

    /// "Normal", "Grayscale", "Blur 7".
    public var title: String {
        switch self {
        case .normal: "Normal"
        case .grayscale: "Grayscale"
        case .blur(let amount): "Blur \(Self.clampedBlur(amount))"
        }
    }
}
