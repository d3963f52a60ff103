import TomoDICOM
import TomoSeries

/// A series source that also holds structured documents beside its images (files in the same folders, the
/// same study on a server): what a viewer offers with a series as its reports and key images.
public protocol ReportHolding: Sendable {
    /// The data sets of the structured documents (any SR storage class) of study `study` (of every study for
    /// nil) in its series of `kinds`: measurement reports in SR series, key object selections in KO series.
    /// - Throws: what asking a server throws; a file that does not read is left out.
    func documents(_ kinds: Set<StudySeries.DocumentKind>, inStudy study: String?) async throws -> [DataSet]
}

extension ReportHolding {
    /// The data sets of the structured reports (SR series) of study `study` (of every study for nil).
    public func reports(inStudy study: String?) async throws -> [DataSet] {
        try await documents([.structuredReport], inStudy: study)
    }
}

extension DICOMInstance {
    /// Whether `dataSet` is a structured report (an SR storage SOP class).
    public static func isStructuredReport(_ dataSet: DataSet) -> Bool {
        dataSet.string(.sopClassUID)?.hasPrefix("1.2.840.10008.5.1.4.1.1.88.") == true
    }
}
