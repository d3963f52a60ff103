import TomoCore
import TomoVolume

/// The image an annotation was drawn on: its plane, its index along the plane's normal (the slice for
/// axial), and how far apart its pixels are, which lengths and areas are measured with.
public struct AnnotationPlace: Sendable, Hashable {
    public var plane: VolumePlane
    public var section: Int
    /// The image's pixel spacing; nil where the series does not say (a server's rendered frames).
    public var pixelSpacing: PixelSpacing?

    public init(plane: VolumePlane, section: Int, pixelSpacing: PixelSpacing?) {
        self.plane = plane
        self.section = section
        self.pixelSpacing = pixelSpacing
    }

    /// The place as the list writes it: `Axial 54` (the section counted from 1).
    public var title: String { "\(plane.title) \(section + 1)" }
}
