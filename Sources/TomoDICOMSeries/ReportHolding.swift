import TomoDICOM

/// A series source that also holds structured reports beside its images (files in the same folders, the
/// same study on a server): what a viewer offers with a series as its reports.
public protocol ReportHolding: Sendable {
    /// The data sets of the structured reports of study `study` (of every study for nil).
    /// - Throws: what asking a server throws; a file that does not read is left out.
    func reports(inStudy study: String?) async throws -> [DataSet]
}

extension DICOMInstance {
    /// Whether `dataSet` is a structured report (an SR storage SOP class).
    public static func isStructuredReport(_ dataSet: DataSet) -> Bool {
        dataSet.string(.sopClassUID)?.hasPrefix("1.2.840.10008.5.1.4.1.1.88.") == true
    }
}
