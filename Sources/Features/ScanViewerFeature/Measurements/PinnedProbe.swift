import TomoSeries
import TomoVolume

/// A probe reading the reader pinned on an image: where it was taken and what it read, listed beside the
/// lengths and drawn on its image.
public struct PinnedProbe: Sendable, Hashable, Identifiable {
    /// Unique within its series' list (lengths and pins share the numbering).
    public let id: Int
    /// The image it was pinned on: its plane and its index along the plane's normal.
    public var plane: VolumePlane
    public var section: Int
    /// Where, in image pixels from the top left corner (the pixel's centre).
    public var point: Point2D
    /// What the probe read there.
    public var reading: ProbeReading

    public init(id: Int, plane: VolumePlane, section: Int, point: Point2D, reading: ProbeReading) {
        self.id = id
        self.plane = plane
        self.section = section
        self.point = point
        self.reading = reading
    }

    /// The reading as the viewer writes it (see `ScanViewerModel.probeText(_:)`).
    public var text: String { ScanViewerModel.probeText(reading) }
}
