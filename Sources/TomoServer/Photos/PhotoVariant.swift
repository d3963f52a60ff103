/// One rendering of a library photo: size and filters. The key of the encoded-JPEG cache.
struct PhotoVariant: Hashable, Sendable {
    let photoID: Int
    let width: Int
    let height: Int
    /// Converted to one gray channel (a gray JPEG).
    let grayscale: Bool
    /// Picsum's blur amount, 1...10, or 0 for none. It is the standard deviation of the Gaussian in
    /// pixels of the output image, as Picsum's libvips `gaussblur` uses it.
    let blur: Int

    /// A short, stable text naming everything that determines the bytes (for ETags).
    var identity: String {
        "photo|\(photoID)|\(width)x\(height)|\(grayscale ? "gray" : "colour")|blur\(blur)"
    }
}
