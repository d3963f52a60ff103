/// What reading a measurement report found: its measurement groups with a region Tomo can draw, and the
/// groups it left, each with why.
public struct ReportReading: Sendable, Hashable {
    /// A group left out: its tracking identifier (or its place in the report) and why.
    public struct Skipped: Sendable, Hashable {
        public var name: String
        public var reason: String
        /// What it measured, as the report states it.
        public var measurements: [ReportMeasurement]

        public init(name: String, reason: String, measurements: [ReportMeasurement]) {
            self.name = name
            self.reason = reason
            self.measurements = measurements
        }
    }

    public var groups: [MeasurementGroup] = []
    public var skipped: [Skipped] = []
    /// The Series Instance UID of the images its regions lie on, when the report lists them as evidence.
    public var referencedSeriesInstanceUIDs: [String] = []

    public init() {}
}

/// Why a DICOM file is not a measurement report Tomo reads, naming the element at fault.
public struct ReportReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
