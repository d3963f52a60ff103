import TomoCore
import TomoVolume

/// A value an annotation measured, as a record keeps it: `{"name": "Length", "value": 42.3, "unit": "mm"}`,
/// the unit as UCUM writes it.
public struct RecordedMeasurement: Sendable, Hashable {
    public var name: String
    public var value: Double
    public var unit: String

    public init(name: String, value: Double, unit: String) {
        self.name = name
        self.value = value
        self.unit = unit
    }
}

extension RecordedMeasurement {
    /// A region's figures as a report records them: its area (mm2, for pixels `pixelSpacing` apart), mean,
    /// standard deviation, least and greatest value in `unit`.
    public static func figures(of statistics: RegionStatistics, pixelSpacing: PixelSpacing, unit: ValueUnit) -> [RecordedMeasurement] {
        [
            RecordedMeasurement(name: "Area", value: statistics.area(pixelSpacing: pixelSpacing), unit: "mm2"),
            RecordedMeasurement(name: "Mean", value: statistics.mean, unit: unit.ucum),
            RecordedMeasurement(name: "Standard deviation", value: statistics.standardDeviation, unit: unit.ucum),
            RecordedMeasurement(name: "Minimum", value: Double(statistics.minimum), unit: unit.ucum),
            RecordedMeasurement(name: "Maximum", value: Double(statistics.maximum), unit: unit.ucum),
        ]
    }
}
