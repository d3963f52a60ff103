import TomoGTK

/// Which items of a recycling grid are on screen, from its scroll position (GTK binds many more rows
/// than it shows, so which cells are bound says little).
@MainActor
enum VisibleItems {
    /// The items on the rows that `adjustment`'s page spans, with rows `rowHeight` points high and
    /// `columns` items each, clamped to `count`; nil while nothing is laid out.
    static func range(in adjustment: Adjustment, rowHeight: Double, columns: Int, count: Int) -> Range<Int>? {
        guard count > 0, columns > 0, rowHeight > 0, adjustment.pageSize > 0 else { return nil }
        let firstRow = Int(adjustment.value / rowHeight)
        let endRow = Int(((adjustment.value + adjustment.pageSize) / rowHeight).rounded(.up))
        return min(firstRow * columns, count) ..< min(endRow * columns, count)
    }
}
