import ArgumentParser
import TomoArguments
import TomoCore
import TomoLibrary
import TomoSeries

/// `tomo library series`: a library study's series.
struct LibrarySeriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "series",
        abstract: "List the series of a study in the library.",
        discussion: """
            By series number, the study's non-image objects (reports, segmentations…, by their modality: SR, SEG, \
            RTSTRUCT, KO, PR) among them. --json prints {"series": [{"seriesInstanceUID", "number", "modality", \
            "description", "images" (or "documents" for non-image objects), "columns", "rows"}]}, a field the \
            files did not give left out. Exits with 5 when the library holds no such study.
            """)

    @Argument(help: ArgumentHelp("The study's Study Instance UID.", valueName: "study-uid"))
    var study: String

    @OptionGroup var options: LibraryOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    init() {}

    func run() async throws {
        let library = try options.open()
        let series: [LibrarySeries]
        do {
            series = try await library.series(inStudy: study)
        } catch {
            throw error.commandFailure
        }
        if json {
            print(Self.json(of: series).text)
        } else {
            print(Self.table(of: series).lines.joined(separator: "\n"))
        }
    }

    /// The series as a table, unknown fields as `-`.
    static func table(of series: [LibrarySeries]) -> TextTable {
        var table = TextTable(header: ["SERIES", "NUMBER", "MODALITY", "INSTANCES", "SIZE", "DESCRIPTION"], rightAligned: [1, 3])
        for item in series {
            let size = item.columns.flatMap { columns in item.rows.map { "\(columns)x\($0)" } } ?? "-"
            table.rows.append([
                item.seriesInstanceUID, item.number.map(String.init) ?? "-", item.modality ?? "-", String(item.instanceCount), size,
                item.description ?? "-",
            ])
        }
        return table
    }

    /// `{"series": [...]}` as `--json` prints it.
    static func json(of series: [LibrarySeries]) -> JSONValue {
        .object([("series", .array(series.map { item in
            var fields: [(String, JSONValue)] = [("seriesInstanceUID", .string(item.seriesInstanceUID))]
            if let number = item.number { fields.append(("number", .number(number))) }
            if let modality = item.modality { fields.append(("modality", .string(modality))) }
            if let description = item.description { fields.append(("description", .string(description))) }
            let isDocument = item.modality.map { StudySeries.DocumentKind(rawValue: $0.uppercased()) != nil } ?? false
            fields.append((isDocument ? "documents" : "images", .number(item.instanceCount)))
            if let columns = item.columns { fields.append(("columns", .number(columns))) }
            if let rows = item.rows { fields.append(("rows", .number(rows))) }
            return .object(fields)
        }))])
    }
}
