import TomoCore

/// The values of a region's pixels (HU for a CT): how many, their mean, spread and range, how many have not arrived yet
/// (their slices are still loading), so that a reader sees a figure that may still change, and whether the
/// region reaches past the image's edge (only the pixels inside it count).
public struct RegionStatistics: Sendable, Hashable {
    /// The pixels with a value, and those whose slice has not arrived.
    public var count: Int
    public var missing: Int
    /// The mean of the values.
    public var mean: Double
    /// The sample standard deviation of the values (divided by count − 1; 0 for a single pixel).
    public var standardDeviation: Double
    /// The least and greatest value.
    public var minimum: Double
    public var maximum: Double
    /// Whether the region reaches past the image's edge: its pixels beyond it are not counted.
    public var isPartlyOutside: Bool

    public init(
        count: Int, missing: Int, mean: Double, standardDeviation: Double, minimum: Double, maximum: Double,
        isPartlyOutside: Bool = false
    ) {
        self.count = count
        self.missing = missing
        self.mean = mean
        self.standardDeviation = standardDeviation
        self.minimum = minimum
        self.maximum = maximum
        self.isPartlyOutside = isPartlyOutside
    }

    /// Whether every pixel of the region was counted.
    public var isComplete: Bool { missing == 0 }

    /// The area of the pixels counted, in mm², for pixels `pixelSpacing` apart.
    public func area(pixelSpacing: PixelSpacing) -> Double {
        Double(count) * pixelSpacing.row * pixelSpacing.column
    }
}
