import Observation
import TomoPipeline

/// What one item's thumbnail cell shows, observable on its own so that a cell redraws when its item
/// changes and no other cell does. A `VisibleThumbnailLoader` owns the slots and sets their state.
@MainActor
@Observable
public final class ThumbnailSlot: Identifiable {
    /// The item's position in its list.
    public let index: Int
    /// What the cell shows.
    public internal(set) var state: ThumbnailState = .placeholder
    /// The request whose outcome `state` shows (an image or a failure); nil while there is none.
    @ObservationIgnored var settledRequest: ImageRequest?

    init(index: Int) {
        self.index = index
    }

    public nonisolated var id: Int { index }
}
