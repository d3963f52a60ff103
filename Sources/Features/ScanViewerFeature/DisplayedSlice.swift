import TomoCore
import TomoImaging

/// The image on screen and which slice it shows.
public struct DisplayedSlice: Sendable, Equatable {
    /// Position in the series' `slices` array.
    public var index: Int
    /// The slice's name in the series.
    public var name: String
    /// 8-bit gray, ready to draw.
    public var image: Bitmap
    /// The window it was drawn with (nil when the server windowed it).
    public var window: WindowLevel?
}
