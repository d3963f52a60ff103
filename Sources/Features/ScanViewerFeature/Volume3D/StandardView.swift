import TomoVolume

/// The six directions the 3D view can be shown from at a key or a click: from the patient's front, back, sides,
/// head and feet, each with the camera's convention (`VolumeCamera`).
public enum StandardView: String, Sendable, Hashable, CaseIterable {
    case anterior, left, posterior, right, superior, inferior

    /// Its name in the menu.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The camera's azimuth and elevation looking from there.
    public var angles: (azimuth: Double, elevation: Double) {
        switch self {
        case .anterior: (0, 0)
        case .left: (90, 0)
        case .posterior: (180, 0)
        case .right: (270, 0)
        case .superior: (0, 90)
        case .inferior: (0, -90)
        }
    }
}
