import TomoCore
import TomoVolume

/// One frame's place and values as its header gives them: what an image of a multi-frame file may have of
/// its own. Kept as JSON in the instance's row, one per frame.
struct FrameGeometry: Codable, Sendable, Hashable {
    var pixelSpacing: PixelSpacing?
    var position: Vector3?
    var orientation: ImageOrientation?
    var sliceThickness: Double?
    var rescale: Rescale
    var windows: [WindowLevel]
}
