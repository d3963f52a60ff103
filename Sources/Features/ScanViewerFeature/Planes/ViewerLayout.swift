import TomoVolume

/// How the viewer lays out its views.
public enum ViewerLayout: String, Sendable, Hashable, CaseIterable {
    /// One axial view.
    case axial
    /// Axial, coronal and sagittal side by side, linked by a crosshair.
    case threePlanes

    /// The planes shown, left to right.
    public var planes: [VolumePlane] {
        switch self {
        case .axial: [.axial]
        case .threePlanes: [.axial, .coronal, .sagittal]
        }
    }

    /// Its name in the layout menu.
    public var title: String {
        switch self {
        case .axial: "Axial"
        case .threePlanes: "Axial · coronal · sagittal"
        }
    }
}
