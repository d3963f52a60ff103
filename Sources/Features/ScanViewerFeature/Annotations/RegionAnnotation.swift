import TomoCore
import TomoVolume

/// An annotation that encloses an area (an ellipse, a rectangle, a freehand outline) and shows the HU
/// figures of the pixels inside it, read from the volume (never from the picture shown) by the viewer,
/// which measures each region again when its view's slab changes or more slices arrive.
public protocol RegionAnnotation: Annotation {
    /// Its outline as the figures are read, in the section's pixel coordinates: a pixel's centre at whole
    /// numbers (an image point minus ½).
    var region: any SectionRegion { get }
    /// The numbers that fix its outline (an ellipse's centre and radii): figures measured for other numbers
    /// are out of date.
    var outline: [Double] { get }
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

    private var spacing: PixelSpacing { place.pixelSpacing ?? PixelSpacing(row: 1, column: 1) }
}
