import TomoVolume

/// How the 3D view shows the volume: composited through one of 3D Slicer's presets (its values shifted by
/// `shift`), or projected (MIP, MinIP, mean) through the pane's window.
public enum VolumeLook: Sendable, Hashable {
    case preset(VolumeTransferFunction)
    case projection(SlabProjection)

    /// Every look the 3D view's menu offers, in its order: the presets by name, then the projections.
    public static let all: [VolumeLook] =
        VolumeTransferFunction.presets.keys.sorted().map { .preset(VolumeTransferFunction.presets[$0]!) } + SlabProjection.allCases.map { .projection($0) }

    /// Its name in the menu: the preset's, or the projection's ("MIP").
    public var title: String {
        switch self {
        case .preset(let transfer): transfer.name
        case .projection(let projection): projection.title
        }
    }
}
