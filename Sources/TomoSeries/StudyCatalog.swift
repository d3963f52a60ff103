import TomoCore

/// A place that holds studies and finds them: a DICOMweb server (QIDO-RS), a DICOM node (C-FIND), a study
/// library, DICOM files and folders. The one interface the study browser and `tomo dicom studies` search
/// and open studies through, whatever answers.
public protocol StudyCatalog: Sendable {
    /// The studies matching `query` (each field narrows; `*` and `?` are wildcards where the catalog takes
    /// them), the latest first.
    func studies(matching query: StudyQuery) async throws -> [StudySummary]

    /// The series of study `study`, images and non-image objects alike, in series number order (none for a study
    /// it does not hold).
    func series(ofStudy study: String) async throws -> [StudySeries]

    /// The image series of study `study` (of every study it holds, for nil) as a source to open them from, in
    /// the order a picker lists them; what cannot be read is told by the source as it lists them.
    func source(ofStudy study: String?) -> any SeriesSource
}

extension StudyCatalog {
    /// The series of study `study` that hold non-image objects: structured reports, segmentations, RT Structure
    /// Sets, Key Object Selections, Presentation States (`StudySeries.DocumentKind`).
    public func documents(ofStudy study: String) async throws -> [StudySeries] {
        try await series(ofStudy: study).filter { $0.documentKind != nil }
    }
}
