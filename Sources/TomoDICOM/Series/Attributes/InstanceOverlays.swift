/// The graphics drawn over a frame (the Overlay Plane module).
public struct InstanceOverlays: Sendable, Hashable, Codable {
    /// Its Overlay Planes, each with the frames it covers; empty when it has none or they could not be read
    /// (`overlayProblem` says why).
    public var overlays: [OverlayPlane]
    /// Why its overlays could not be read (one kept in the pixel data's unused bits, one malformed).
    public var overlayProblem: DICOMError?

    /// `overlays`, or why there are none.
    public init(overlays: [OverlayPlane] = [], overlayProblem: DICOMError? = nil) {
        self.overlays = overlays
        self.overlayProblem = overlayProblem
    }
}
