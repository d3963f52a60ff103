import FeatureSupport
import TomoCore

/// One photo of the list: its Picsum entry and what its tile shows. Its state is observable on its own
/// (through its `ThumbnailSlot`), so a tile redraws when its photo's thumbnail changes and no other does.
@MainActor
public final class PhotoListItem: Identifiable {
    /// The photo's position in the list.
    public let index: Int
    public let photo: PicsumPhoto
    /// The photo's thumbnail, loaded by the model's `VisibleThumbnailLoader`.
    let thumbnail: ThumbnailSlot

    init(photo: PicsumPhoto, thumbnail: ThumbnailSlot) {
        index = thumbnail.index
        self.photo = photo
        self.thumbnail = thumbnail
    }

    public nonisolated var id: Int { index }

    /// What the tile's picture shows.
    public var state: ThumbnailState { thumbnail.state }

    /// The photographer.
    public var author: String { photo.author }

    /// The original size, "5000 × 3333".
    public var sizeText: String { "\(photo.width) × \(photo.height)" }

    /// The tile's tooltip: author, size, and why the thumbnail failed if it did.
    public var tooltip: String {
        var lines = ["\(photo.author) · \(sizeText) · photo \(photo.id)"]
        if let failure = state.failure { lines.append("Thumbnail \(failure.reason): \(failure.detail). Click to retry.") }
        return lines.joined(separator: "\n")
    }
}
