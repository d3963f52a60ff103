/// Which items of a scrolling list or grid to load, and how urgently: the visible ones at `.visible`
/// priority, then `lookahead` more in the direction of scrolling at `.prefetch`. Everything else is
/// not wanted: work for it should stop.
///
/// A front end reports what is visible (from its scroll position, never from which cells it has bound);
/// `VisibleRangePrefetcher` turns the range into pipeline work.
public struct PrefetchRange: Sendable, Hashable {
    /// Which way the user is scrolling.
    public enum Direction: Sendable, Hashable {
        /// Towards higher indices (down a list).
        case forward
        /// Towards lower indices.
        case backward
    }

    /// The items on screen, clamped to the list.
    public var visible: Range<Int>
    public var direction: Direction
    /// How many items beyond the visible ones to load ahead, in `direction`.
    public var lookahead: Int
    /// How many items the list has.
    public var count: Int

    /// The range over `visible` (clamped to `0..<count`), loading `lookahead` items ahead in `direction`.
    public init(visible: Range<Int>, direction: Direction = .forward, lookahead: Int = 0, count: Int) {
        self.count = max(0, count)
        let lower = min(max(visible.lowerBound, 0), self.count)
        self.visible = lower ..< min(max(visible.upperBound, lower), self.count)
        self.direction = direction
        self.lookahead = max(0, lookahead)
    }

    /// The items ahead of the visible ones, nearest first.
    public var ahead: [Int] {
        switch direction {
        case .forward: Array(visible.upperBound ..< min(visible.upperBound + lookahead, count))
        case .backward: Array((max(visible.lowerBound - lookahead, 0) ..< visible.lowerBound).reversed())
        }
    }

    /// Every wanted item with its priority, in the order to start them: the visible ones in reading
    /// order, then those ahead, nearest first.
    public var plan: [(index: Int, priority: ImagePriority)] {
        visible.map { ($0, .visible) } + ahead.map { ($0, .prefetch) }
    }
}
