/// Every series a server offers, and which one `GET /series` returns.
public struct SeriesCatalog: Codable, Sendable, Hashable {
    /// The id of the series served at `GET /series`.
    public var defaultSeriesID: String
    public var series: [SeriesSummary]

    public init(defaultSeriesID: String, series: [SeriesSummary]) {
        self.defaultSeriesID = defaultSeriesID
        self.series = series
    }
}
