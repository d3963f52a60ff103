import TomoCore

extension SeriesCatalog {
    /// `{"defaultSeriesID", "series": [{"id", "description", "modality", "sliceCount"}]}`, as
    /// `tomo series --json` prints it.
    var json: JSONValue {
        .object([
            ("defaultSeriesID", .string(defaultSeriesID)),
            ("series", .array(series.map { summary in
                .object([
                    ("id", .string(summary.id)), ("description", .string(summary.description)),
                    ("modality", .string(summary.modality)), ("sliceCount", .number(summary.sliceCount)),
                ])
            })),
        ])
    }
}
