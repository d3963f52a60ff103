import ArgumentParser
import TomoCore

/// `tomo series`: lists the series an API offers.
struct SeriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "series",
        abstract: "List the series the API offers.",
        discussion: """
            Uses GET /catalog, or GET /series (the original API's one series) when the API has no catalog. \
            The default series is marked with *. --json prints {"defaultSeriesID", "series": [{"id", \
            "description", "modality", "sliceCount"}]}.
            """)

    @OptionGroup var client: ClientOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    init() {}

    func run() async throws {
        let catalog = try await client.session().seriesSource().catalog()
        if json {
            print(catalog.json.text)
        } else {
            print(Self.table(of: catalog).lines.joined(separator: "\n"))
        }
    }

    /// The catalog as a table: the default series marked with `*`, unknown fields as `-`.
    static func table(of catalog: SeriesCatalog) -> TextTable {
        var table = TextTable(header: ["", "SERIES", "SLICES", "MODALITY", "DESCRIPTION"], rightAligned: [2])
        for series in catalog.series {
            table.rows.append([
                series.id == catalog.defaultSeriesID ? "*" : "", series.id, String(series.sliceCount),
                series.modality.isEmpty ? "-" : series.modality, series.description.isEmpty ? "-" : series.description,
            ])
        }
        return table
    }
}
