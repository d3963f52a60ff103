/// Where series come from: DICOM files and folders, the assignment's API, a PACS. Front ends and their
/// models see series only through this (and `OpenedSeries`), whatever holds them.
public protocol SeriesSource: Sendable {
    /// The series on offer, in the order a picker lists them.
    func listSeries() async throws -> [SeriesEntry]
    /// Opens series `id`; nil opens the source's default (its only or first series).
    func openSeries(id: String?) async throws -> any OpenedSeries
    /// Whether the source names a default series of its own (the API's `GET /series`); without one, a
    /// viewer lets the user choose among several rather than open the first.
    var offersDefaultSeries: Bool { get }
    /// Forgets what the source has read of its series, so that the next list or open reads them again
    /// (files mended since, instances a server has received since).
    func refresh() async
    /// What a thumbnail of series `id` is made from (its middle slice): the series itself, or, where getting
    /// it whole costs much (a DICOM node sends every instance), its middle image alone.
    func previewSeries(id: String) async throws -> any OpenedSeries
}

extension SeriesSource {
    /// A source that reads nothing ahead has nothing to forget.
    public func refresh() async {}

    /// The series itself.
    public func previewSeries(id: String) async throws -> any OpenedSeries {
        try await openSeries(id: id)
    }
}
