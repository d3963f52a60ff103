import TomoCore
import TomoImaging
import TomoVolume

/// The image on screen and which slice it shows.
public struct DisplayedSlice: Sendable, Equatable {
    /// Its index in the series, 0 first.
    public var index: Int
    /// 8-bit gray, ready to draw.
    public var image: Bitmap
    /// The window it was drawn with (nil when the source windowed it).
    public var window: WindowLevel?
    /// Where it lies along the series' normal in millimetres, when the source says (DICOM does).
    public var position: Double?
    /// The slab it projects, centred on `index`; nil for the section alone.
    public var slab: Slab? = nil
    /// The plane shown when its view is turned; nil for a square section.
    public var oblique: ObliquePlane? = nil
    /// The names of the overlays drawn on it (its source's graphics: DICOM's Overlay Planes).
    public var overlays: [String] = []
}
