/// The linear map from stored pixel values to physical units (DICOM RescaleSlope / RescaleIntercept).
///
/// For CT the physical unit is the Hounsfield unit: `hu = stored * slope + intercept`.
public struct Rescale: Codable, Sendable, Hashable {
    public var slope: Double
    public var intercept: Double

    public init(slope: Double, intercept: Double) {
        self.slope = slope
        self.intercept = intercept
    }

    /// Stored values are the physical values.
    public static let identity = Rescale(slope: 1, intercept: 0)

    /// The physical value of a stored value.
    public func physicalValue(ofStored stored: Double) -> Double {
        stored * slope + intercept
    }

    /// The stored value of a physical value (the inverse map; `slope` must not be zero).
    public func storedValue(ofPhysical value: Double) -> Double {
        (value - intercept) / slope
    }
}
