/// A record's stated measurements checked against those measured on its series: what a report of it holds
/// (each measured value, the stated one where the two agree, and what was stated that could not be
/// measured), and where the two disagree.
public struct MeasurementCheck: Sendable, Hashable {
    /// A value the document states that the series does not measure.
    public struct Disagreement: Sendable, Hashable {
        public var stated: RecordedMeasurement
        public var measured: RecordedMeasurement

        public init(stated: RecordedMeasurement, measured: RecordedMeasurement) {
            self.stated = stated
            self.measured = measured
        }

        /// `Mean is 41.25 [hnsf'U] in the document, 35.2 on the series`.
        public var description: String {
            "\(stated.name) is \(Self.text(stated.value)) \(stated.unit) in the document, \(Self.text(measured.value)) on the series"
        }

        /// `value` to three decimals at most: `35.2`, `628.319`.
        private static func text(_ value: Double) -> String {
            let rounded = (value * 1000).rounded() / 1000
            return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
        }
    }

    /// What the report holds, the measured ones first in their order.
    public var measurements: [RecordedMeasurement]
    public var disagreements: [Disagreement]

    /// `stated` checked against `measured`: a stated value of the same name and unit is kept when it agrees
    /// to the precision the viewer shows (0.05, or a thousandth of the value past 50), else the measured one
    /// is, and the pair is a disagreement; stated values the series does not measure are kept after them.
    public init(stated: [RecordedMeasurement], measured: [RecordedMeasurement]) {
        var measurements: [RecordedMeasurement] = [], disagreements: [Disagreement] = []
        for value in measured {
            guard let given = stated.first(where: { $0.name == value.name && $0.unit == value.unit }) else {
                measurements.append(value)
                continue
            }
            if Self.agree(given.value, value.value) {
                measurements.append(given)
            } else {
                measurements.append(value)
                disagreements.append(Disagreement(stated: given, measured: value))
            }
        }
        measurements += stated.filter { given in !measured.contains { $0.name == given.name && $0.unit == given.unit } }
        self.measurements = measurements
        self.disagreements = disagreements
    }

    /// Whether `stated` is `measured` to the precision the viewer shows.
    static func agree(_ stated: Double, _ measured: Double) -> Bool {
        abs(stated - measured) <= max(0.05, abs(measured) * 1e-3)
    }
}
