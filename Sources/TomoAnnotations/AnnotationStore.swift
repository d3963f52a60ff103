/// Where the annotations of each series are kept between runs: the viewer reads a series' document when it
/// opens it and writes it again as the reader changes its annotations (`AnnotationFolder` keeps them in
/// files; tests may keep them anywhere).
public protocol AnnotationStore: Sendable {
    /// The document kept for series `seriesInstanceUID`.
    func document(ofSeries seriesInstanceUID: String) async -> AnnotationStoreRead
    /// Keeps `document` in place of the one kept for its series.
    /// - Throws: when it cannot be written; the one kept before stays.
    func save(_ document: AnnotationDocument) async throws
}

/// What reading a series' kept document found.
public enum AnnotationStoreRead: Sendable, Equatable {
    /// Nothing kept for the series.
    case none
    case document(AnnotationDocument)
    /// A document that does not read, set aside (not deleted) so that new annotations can be kept; `notice`
    /// says so in words, naming where it went.
    case setAside(notice: String)
}
