import TomoCore
import TomoVolume

/// A length drawn on an image of a series: a line between two pixel positions of one section (a slice,
/// or a coronal or sagittal section), measured in millimetres from that image's pixel spacing.
public struct LengthMeasurement: Sendable, Hashable, Identifiable {
    /// Unique within its series' list.
    public let id: Int
    /// The image it was drawn on: its plane and its index along the plane's normal.
    public var plane: VolumePlane
    public var section: Int
    /// Its ends, in image pixels from the top left corner.
    public var start: Point2D
    public var end: Point2D
    /// The image's pixel spacing when it was drawn.
    public var pixelSpacing: PixelSpacing

    public init(id: Int, plane: VolumePlane, section: Int, start: Point2D, end: Point2D, pixelSpacing: PixelSpacing) {
        self.id = id
        self.plane = plane
        self.section = section
        self.start = start
        self.end = end
        self.pixelSpacing = pixelSpacing
    }

    /// Its length in millimetres.
    public var millimetres: Double {
        let across = (end.x - start.x) * pixelSpacing.column, down = (end.y - start.y) * pixelSpacing.row
        return (across * across + down * down).squareRoot()
    }

    /// Its length as the viewer writes it: `42.3 mm`.
    public var lengthText: String { "\(String((millimetres * 10).rounded() / 10)) mm" }

    /// How far image point `point` is from the line, in pixels (to its nearest end beyond its ends).
    public func distance(to point: Point2D) -> Double {
        let line = end - start, offset = point - start
        let squared = line.x * line.x + line.y * line.y
        let along = squared > 0 ? min(max((offset.x * line.x + offset.y * line.y) / squared, 0), 1) : 0
        let nearest = start + line * along, gap = point - nearest
        return (gap.x * gap.x + gap.y * gap.y).squareRoot()
    }
}
