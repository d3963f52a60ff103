import FeatureSupport
import TomoCore

/// One item of the grid: its media coverage and what its cell shows. Its state is observable on its
/// own (through its `ThumbnailSlot`), so a cell redraws when its item changes and no other cell does.
@MainActor
public final class GridItem: Identifiable {
    /// The item's position in the API's order.
    public let index: Int
    public let coverage: MediaCoverage
    /// The item's thumbnail, loaded by the model's `VisibleThumbnailLoader`.
    let thumbnail: ThumbnailSlot

    init(coverage: MediaCoverage, thumbnail: ThumbnailSlot) {
        index = thumbnail.index
        self.coverage = coverage
        self.thumbnail = thumbnail
    }

    public nonisolated var id: Int { index }

    /// What the cell shows.
    public var state: ThumbnailState { thumbnail.state }

    /// The article's headline.
    public var title: String { coverage.title }

    /// The cell's tooltip: the headline, who published it and when, and why the image failed if it did.
    public var tooltip: String {
        var lines = [coverage.title, "\(coverage.publishedBy), \(coverage.publishedAt)"]
        if let failure = state.failure { lines.append("Image \(failure.reason): \(failure.detail). Click to retry.") }
        return lines.joined(separator: "\n")
    }
}
