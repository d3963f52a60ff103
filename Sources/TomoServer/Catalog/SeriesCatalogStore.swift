import TomoCore

/// The immutable set of series a running server offers, indexed by id.
struct SeriesCatalogStore: Sendable {
    let entries: [CatalogEntry]
    private let entryByID: [String: CatalogEntry]

    /// - Precondition: `entries` is not empty and its ids are unique.
    init(entries: [CatalogEntry]) {
        precondition(!entries.isEmpty, "a catalog needs at least one series")
        self.entries = entries
        entryByID = Dictionary(uniqueKeysWithValues: entries.map { ($0.series.id, $0) })
    }

    /// The series `GET /series` returns.
    var defaultEntry: CatalogEntry { entries[0] }

    var catalog: SeriesCatalog {
        SeriesCatalog(defaultSeriesID: defaultEntry.series.id, series: entries.map(\.summary))
    }

    func entry(id: some StringProtocol) -> CatalogEntry? {
        entryByID[String(id)]
    }
}
