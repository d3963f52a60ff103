/// The detail view's segmented control: which kind of filter is on (the blur amount is the slider's).
public enum PhotoFilterMode: String, Sendable, Hashable, CaseIterable {
    case normal, grayscale, blur

    /// The segment's label.
    public var title: String {
        switch self {
        case .normal: "Normal"
        case .grayscale: "Grayscale"
        case .blur: "Blur"
        }
    }

    /// The filter this mode applies with the slider at `blurAmount`.
    public func filter(blurAmount: Int) -> PhotoFilter {
        switch self {
        case .normal: .normal
        case .grayscale: .grayscale
        case .blur: .blur(PhotoFilter.clampedBlur(blurAmount))
        }
    }
}
