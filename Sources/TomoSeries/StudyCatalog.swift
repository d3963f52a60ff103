import TomoCore

/// A place that holds studies and finds them: a DICOMweb server (QIDO-RS), a DICOM node (C-FIND), a study
/// library. The one interface the study browser and `tomo dicom studies` search through, whatever answers.
public protocol StudyCatalog: Sendable {
    /// The studies matching `query` (each field narrows; `*` and `?` are wildcards where the catalog takes
    /// them), the latest first.
    func studies(matching query: StudyQuery) async throws -> [StudySummary]
}
