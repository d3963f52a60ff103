/// One value an annotation measures, with its unit as UCUM writes it (what a DICOM report records):
/// a length in `mm`, a radiodensity in `[hnsf'U]`.
public struct AnnotationValue: Sendable, Hashable {
    /// What it is: "Length", "Radiodensity".
    public var name: String
    public var value: Double
    public var unit: String

    public init(name: String, value: Double, unit: String) {
        self.name = name
        self.value = value
        self.unit = unit
    }
}
