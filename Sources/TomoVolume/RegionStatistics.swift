/// The HU of a region's pixels: how many, their mean, spread and range, and how many have not arrived yet
/// (their slices are still loading), so that a reader sees a figure that may still change.
public struct RegionStatistics: Sendable, Hashable {
    /// The pixels with a value, and those whose slice has not arrived.
    public var count: Int
    public var missing: Int
    /// The mean and the (population) standard deviation of the values, in HU.
    public var mean: Double
    public var standardDeviation: Double
    /// The least and greatest value, in HU.
    public var minimum: Int16
    public var maximum: Int16

    public init(count: Int, missing: Int, mean: Double, standardDeviation: Double, minimum: Int16, maximum: Int16) {
        self.count = count
        self.missing = missing
        self.mean = mean
        self.standardDeviation = standardDeviation
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Whether every pixel of the region was counted.
    public var isComplete: Bool { missing == 0 }
}
