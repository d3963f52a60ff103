/// How a hanging protocol lays out a pane's views: the viewer's layout presets, by name.
public enum HangingLayout: String, Sendable, Hashable, Codable, CaseIterable {
    /// One axial view.
    case axial
    /// Axial, coronal and sagittal side by side (1×3), linked by the crosshair.
    case threePlanes = "three-planes"
    /// The three planes, the axial one enlarged.
    case axialEnlarged = "axial-enlarged"
    /// The three planes, the coronal one enlarged.
    case coronalEnlarged = "coronal-enlarged"
    /// The three planes, the sagittal one enlarged.
    case sagittalEnlarged = "sagittal-enlarged"
    /// Axial and coronal above, sagittal and the 3D view of the volume below.
    case planesAnd3D = "planes-3d"
}

/// What the panes a hanging protocol opens share (each of the viewer's links).
public enum HangingSync: String, Sendable, Hashable, Codable, CaseIterable {
    /// Scrolling, the slider, the cine and the crosshair: the same anatomy in each (K).
    case position
    /// The window (Ctrl+K).
    case window
    /// Zoom, pan and turns (Ctrl+Shift+K).
    case zoom
}
