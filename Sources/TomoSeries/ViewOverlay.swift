import TomoCore
import TomoImaging
import TomoVolume

/// What a view draws over its image, toggled as a group, and what an exported frame of it says: a few lines of
/// text in each corner, the patient directions at its edges, and a scale bar.
public struct ViewOverlay: Sendable, Hashable {
    /// The colour of the overlays' text, letters and scale bar: a light gray.
    public static let textColour = RGBColour(red: 232, green: 232, blue: 232)

    /// Lines of text by corner, top line first.
    public var topLeft: [String] = []
    public var topRight: [String] = []
    public var bottomLeft: [String] = []
    public var bottomRight: [String] = []
    /// The patient directions at the view's edges (as turned and mirrored on screen); nil where the series
    /// does not say how it lies.
    public var markers: OrientationMarkers?
    /// The scale bar (in points on screen, in pixels in an image); nil where the series does not say its pixel
    /// spacing.
    public var scaleBar: ScaleBar?

    public init(
        topLeft: [String] = [], topRight: [String] = [], bottomLeft: [String] = [], bottomRight: [String] = [],
        markers: OrientationMarkers? = nil, scaleBar: ScaleBar? = nil
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.markers = markers
        self.scaleBar = scaleBar
    }

    /// The scale of the text drawn into an image of `width` × `height` (`RasterCanvas.draw(_:colour:)`): 1 up to
    /// 767 pixels on its shorter side, then one more for each 512 (13-pixel lines on a CT slice of 512).
    public static func textScale(width: Int, height: Int) -> Int {
        max(1, (min(width, height) + 256) / 512)
    }
}
