import TomoCore
import TomoImaging
import TomoVolume

/// What a view draws over its image, toggled as a group: a few lines of text in each corner, the patient
/// directions at its edges, and a scale bar.
public struct ViewOverlay: Sendable, Hashable {
    /// The colour of the overlays' text, letters and scale bar: a light gray, as exported frames draw them.
    public static let textColour = FrameCaption.colour

    /// Lines of text by corner, top line first.
    public var topLeft: [String] = []
    public var topRight: [String] = []
    public var bottomLeft: [String] = []
    public var bottomRight: [String] = []
    /// The patient directions at the view's edges (as turned and mirrored on screen); nil where the series
    /// does not say how it lies.
    public var markers: OrientationMarkers?
    /// The scale bar; nil where the series does not say its pixel spacing.
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
}
