import Foundation
import TomoVolume

extension VolumePlane {
    /// The plane's name as a title: "Axial".
    public var title: String { rawValue.capitalized }
}
