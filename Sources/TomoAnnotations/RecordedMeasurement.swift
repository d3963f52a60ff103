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
