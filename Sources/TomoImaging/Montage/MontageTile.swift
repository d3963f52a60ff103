/// One cell of a `Montage`: an image, or none for one that failed, and an optional number drawn in
/// its top-left corner (a slice index, say).
public struct MontageTile: Sendable {
    public var image: Bitmap?
    /// Drawn in decimal, white on a black box; nil draws nothing.
    public var number: Int?

    public init(image: Bitmap?, number: Int? = nil) {
        self.image = image
        self.number = number
    }
}
