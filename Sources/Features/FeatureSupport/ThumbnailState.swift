import TomoImaging

/// What one thumbnail's cell shows (a grid tile, a list row).
public enum ThumbnailState: Sendable {
    /// Nothing asked for yet (the item is far from the screen).
    case placeholder
    /// Its thumbnail is on the way.
    case loading
    /// Its thumbnail, at the cell's pixel size (or the image, for a detail view).
    case image(Bitmap)
    /// No thumbnail, and why; the item can be retried.
    case failed(ImageLoadFailure)

    /// The thumbnail, when the cell shows one.
    public var image: Bitmap? {
        if case .image(let bitmap) = self { bitmap } else { nil }
    }

    /// The failure, when the cell shows one.
    public var failure: ImageLoadFailure? {
        if case .failed(let failure) = self { failure } else { nil }
    }

    /// Whether the cell shows how its load ended: a thumbnail or a failure.
    public var isSettled: Bool {
        image != nil || failure != nil
    }
}
