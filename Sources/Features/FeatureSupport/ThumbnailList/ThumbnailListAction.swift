/// What a thumbnail list's keys do; `detail` wraps the keys of the detail view's own.
public enum ThumbnailListAction<DetailAction: Sendable & Hashable>: Sendable, Hashable {
    case reload
    case toggleStatistics
    /// Back from the detail view to the list.
    case closeDetail
    case previousItem, nextItem
    /// Loads the detail view's image again after a failure.
    case retryDetail
    case detail(DetailAction)
}
