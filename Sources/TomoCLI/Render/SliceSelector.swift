import TomoCore

/// Finds the slice `--slice` names: a slice name of the series first, else an index in series order from 0.
enum SliceSelector {
    /// The index of the slice `text` names in `series`.
    /// - Throws: `CommandFailure` (not found) when it names neither.
    static func index(of text: String, in series: Series) throws(CommandFailure) -> Int {
        if let index = series.slices.firstIndex(of: text) { return index }
        if let index = Int(text), series.slices.indices.contains(index) { return index }
        guard !series.slices.isEmpty else { throw CommandFailure(.notFound, "series \(series.id) has no slices") }
        throw CommandFailure(
            .notFound,
            "series \(series.id) has no slice named \"\(text)\", nor an index \(text) (it has \(series.slices.count) slices: 0…\(series.slices.count - 1))")
    }
}
