import TomoCore
import TomoVolume

/// An annotation that encloses an area (an ellipse, a rectangle, a freehand outline) and shows the HU
/// figures of the pixels inside it, read from the volume (never from the picture shown) by the viewer,
/// which measures each region again when its view's slab changes or more slices arrive.
public protocol RegionAnnotation: Annotation {
    /// Its outline as the figures are read, in the section's pixel coordinates: a pixel's centre at whole
    /// numbers (an image point minus ½).
    var region: any SectionRegion { get }
    /// Its figures once measured; nil until then.
    var measurement: RegionMeasurement? { get set }
    /// Its kind as its label names it: "Ellipse".
    var kindTitle: String { get }
}

extension RegionAnnotation {
    /// Its kind, then its figures, a line each (`Measuring…` until they are known).
    public var text: String {
        ([kindTitle] + (measurement?.lines(pixelSpacing: spacing) ?? ["Measuring…"])).joined(separator: "\n")
    }

    public var values: [AnnotationValue] { measurement?.values(pixelSpacing: spacing) ?? [] }
    public var style: AnnotationStyle { .measurement }

    /// Whether it is `other` but for its figures: the same kind, place and outline.
    func hasOutline(of other: any RegionAnnotation) -> Bool {
        guard var same = other as? Self else { return false }
        same.measurement = measurement
        return same == self
    }

    private var spacing: PixelSpacing { place.pixelSpacing ?? PixelSpacing(row: 1, column: 1) }
}
