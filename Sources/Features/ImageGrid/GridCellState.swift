import TomoImaging

/// What one cell of the grid shows.
public enum GridCellState: Sendable {
    /// Nothing asked for yet (the item is far from the screen).
    case placeholder
    /// Its thumbnail is on the way.
    case loading
    /// Its thumbnail, at the cell's pixel size.
    case image(Bitmap)
    /// No thumbnail, and why; the item can be retried.
    case failed(GridLoadFailure)

    /// The thumbnail, when the cell shows one.
    public var image: Bitmap? {
        if case .image(let bitmap) = self { bitmap } else { nil }
    }

    /// The failure, when the cell shows one.
    public var failure: GridLoadFailure? {
        if case .failed(let failure) = self { failure } else { nil }
    }
}
