import Observation

/// One item of a thumbnail list: its value from the API and what its cell shows. Its state is
/// observable on its own (through its `ThumbnailSlot`), so a cell redraws when its item changes and no
/// other cell does.
@MainActor
public final class ThumbnailListItem<Value: Sendable>: Identifiable {
    /// The item's position in the list.
    public let index: Int
    /// The item as the API gave it.
    public let value: Value
    /// What its cell says.
    public let text: ThumbnailCellText
    /// Its thumbnail, loaded by the list's `VisibleThumbnailLoader`.
    let thumbnail: ThumbnailSlot

    init(value: Value, text: ThumbnailCellText, thumbnail: ThumbnailSlot) {
        index = thumbnail.index
        self.value = value
        self.text = text
        self.thumbnail = thumbnail
    }

    public nonisolated var id: Int { index }

    /// What the cell's picture shows.
    public var state: ThumbnailState { thumbnail.state }

    /// What the detail view calls the item.
    public var title: String { text.title }

    /// The cell's tooltip: the item's lines, and why the thumbnail failed if it did.
    public var tooltip: String {
        var lines = text.tooltip
        if let failure = state.failure { lines.append("Thumbnail \(failure.reason): \(failure.detail). Click to retry.") }
        return lines.joined(separator: "\n")
    }
}
