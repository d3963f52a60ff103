import TomoVolume

/// How the viewer lays out its views.
public enum ViewerLayout: Sendable, Hashable, CaseIterable {
    /// One axial view.
    case axial
    /// Axial, coronal and sagittal side by side, linked by a crosshair.
    case threePlanes
    /// The three planes linked by the crosshair, `plane`'s view enlarged (two thirds of the width, the whole
    /// height) and the other two stacked beside it.
    case enlarged(VolumePlane)

    /// Axial, three planes, then each plane enlarged: the layout menu's order.
    public static var allCases: [ViewerLayout] { [.axial, .threePlanes] + VolumePlane.allCases.map { .enlarged($0) } }

    /// The planes shown: left to right, the enlarged one first.
    public var planes: [VolumePlane] {
        switch self {
        case .axial: [.axial]
        case .threePlanes: VolumePlane.allCases
        case .enlarged(let plane): [plane] + VolumePlane.allCases.filter { $0 != plane }
        }
    }

    /// Whether the layout shows all three planes (and so needs a volume).
    public var showsThreePlanes: Bool { self != .axial }

    /// The plane shown large, in an enlarged layout.
    public var enlargedPlane: VolumePlane? {
        if case .enlarged(let plane) = self { plane } else { nil }
    }

    /// Its name in the layout menu.
    public var title: String {
        switch self {
        case .axial: "Axial"
        case .threePlanes: "Axial · coronal · sagittal"
        case .enlarged: planes.enumerated().map { $0 == 0 ? "\($1.title) enlarged" : $1.title.lowercased() }.joined(separator: " · ")
        }
    }
}
