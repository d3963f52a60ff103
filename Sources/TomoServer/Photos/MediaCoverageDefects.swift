/// How many media-coverage images are deliberately bad, so that image-grid clients show their error
/// placeholders. Which items are bad is fixed per item (a hash of its position), not drawn per request.
public struct MediaCoverageDefects: Sendable, Hashable {
    /// Fraction (0...1) of items whose image URLs answer 404.
    public var missingRate: Double
    /// Fraction (0...1) of items whose image URLs answer 200 with an HTML error page instead of an image.
    public var brokenRate: Double

    public init(missingRate: Double, brokenRate: Double) {
        self.missingRate = missingRate
        self.brokenRate = brokenRate
    }

    /// The default: 3% missing and 2% broken.
    public static let standard = MediaCoverageDefects(missingRate: 0.03, brokenRate: 0.02)

    /// Every image loads.
    public static let none = MediaCoverageDefects(missingRate: 0, brokenRate: 0)
}
