import TomoCore

/// What `tomo fetch` found: every slice of the series, in series order.
struct FetchReport: Sendable, Hashable {
    /// The series id.
    var series: String
    var slices: [SliceReport]

    init(series: String, slices: [SliceReport]) {
        self.series = series
        self.slices = slices
    }

    /// The slices that failed.
    var failures: [SliceReport] { slices.filter { $0.error != nil } }

    /// `{"series": ID, "slices": [...]}`, as `--json` prints it.
    var json: JSONValue {
        .object([("series", .string(series)), ("slices", .array(slices.map(\.json)))])
    }
}
