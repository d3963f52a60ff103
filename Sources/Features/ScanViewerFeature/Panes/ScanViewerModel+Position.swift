import TomoVolume

/// Each pane's one position in the patient: the crosshair every view of the pane goes through, the slider's
/// slice being one view of it. What links panes (a prior beside the current study) reads and sets.
extension ScanViewerModel {
    /// Where in the patient (LPS, mm) the views of the pane acted on meet; nil for a series without geometry.
    public var patientPosition: Vector3? { views.crosshair?.position }

    /// Moves the views of the pane acted on to patient-space `position`: the crosshair there (kept inside the
    /// volume), the slider's slice with it. Returns whether `position` lay inside the volume; false, moving
    /// nothing, for a series without geometry.
    @discardableResult
    public func move(toPatientPosition position: Vector3) -> Bool {
        guard let moved = views.moveCrosshair(toPosition: position) else { return false }
        if moved.slice != index {
            setIndex(moved.slice)
        } else {
            drawViews()
        }
        return moved.isInside
    }
}
