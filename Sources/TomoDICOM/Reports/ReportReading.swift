/// What reading a measurement report found: its measurement groups with a region Tomo can draw, and the
/// groups it left, each with why.
public struct ReportReading: Sendable, Hashable {
    /// A group left out: its tracking identifier (or its place in the report) and why.
    public struct Skipped: Sendable, Hashable {
        /// The group's tracking identifier (what the report calls the finding), or its place in the report.
        public var name: String
        /// Why it was set aside.
        public var reason: String
        /// What it measured, as the report states it.
        public var measurements: [ReportMeasurement]

        public init(name: String, reason: String, measurements: [ReportMeasurement]) {
            self.name = name
            self.reason = reason
            self.measurements = measurements
        }
    }

    /// The measurement groups read.
    public var groups: [MeasurementGroup] = []
    /// The groups it holds that could not be read, each with why.
    public var skipped: [Skipped] = []
    /// The Series Instance UID of the images its regions lie on, when the report lists them as evidence.
    public var referencedSeriesInstanceUIDs: [String] = []

    public init() {}
}

/// Why a DICOM file is not a measurement report Tomo reads, naming the element at fault.
public struct ReportReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the report.
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
