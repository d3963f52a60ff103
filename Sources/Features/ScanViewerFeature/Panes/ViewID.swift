import TomoVolume

/// A view of the viewer: its pane and its plane there. What the pointer is over, what the probe read.
public struct ViewID: Sendable, Hashable {
    /// The pane's id (`ReadingPane.id`).
    public var pane: Int
    /// The plane the view shows.
    public var plane: VolumePlane

    /// The view of `plane` in pane `pane`.
    public init(pane: Int, plane: VolumePlane) {
        self.pane = pane
        self.plane = plane
    }
}

extension ScanViewerModel {
    /// The view of `plane` in the pane acted on.
    public func viewID(of plane: VolumePlane) -> ViewID { ViewID(pane: pane.id, plane: plane) }
}
