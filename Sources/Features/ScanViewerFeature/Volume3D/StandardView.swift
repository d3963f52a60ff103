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

    /// The standard view `camera` looks from, whatever angles say it (270° and −90° alike), unrolled; nil for any
    /// other orientation.
    public static func seen(by camera: VolumeCamera) -> StandardView? {
        let axes = camera.axes
        return allCases.first { view in
            let own = VolumeCamera(azimuth: view.angles.azimuth, elevation: view.angles.elevation).axes
            return own.right == axes.right && own.up == axes.up
        }
    }
}
