import TomoCore
import TomoVolume

/// Where a frame lies in the patient (the Image Plane and Frame of Reference modules, or a frame's Plane
/// Position, Plane Orientation and Pixel Measures functional groups).
public struct ImagePlaneAttributes: Sendable, Hashable, Codable {
    /// Millimetres between the centres of adjacent rows and columns, where the file says.
    public var pixelSpacing: PixelSpacing?
    /// The centre of the first pixel in patient space.
    public var position: Vector3?
    /// The patient-space directions of its rows and columns, where the file says.
    public var orientation: ImageOrientation?
    /// The nominal thickness of the slice in millimetres (0018,0050).
    public var sliceThickness: Double?
    /// Its Frame of Reference UID: the patient space its positions are in.
    public var frameOfReferenceUID: String?

    /// A frame's place as given (nothing known by default).
    public init(
        pixelSpacing: PixelSpacing? = nil, position: Vector3? = nil, orientation: ImageOrientation? = nil,
        sliceThickness: Double? = nil, frameOfReferenceUID: String? = nil
    ) {
        self.pixelSpacing = pixelSpacing
        self.position = position
        self.orientation = orientation
        self.sliceThickness = sliceThickness
        self.frameOfReferenceUID = frameOfReferenceUID
    }
}
