import TomoVolume

/// Linked panes: the active pane leads, and every other pane whose series lies in the same frame of reference
/// follows it to the same place in the patient, its slice the one nearest that place along its own normal. A
/// pane with no slice within half a spacing of it says so ("No prior slice here") instead of showing its end
/// slice. Positions come from the series' geometry, never from loaded pixels, so slices still arriving never
/// move a view.
extension ScanViewerModel {
    /// Links the panes, or unlinks them (K); false with one pane. Linking moves the others to the active pane's
    /// place at once.
    @discardableResult
    public func toggleLinkedPanes() -> Bool {
        guard showsSeveralPanes else { return false }
        arePanesLinked.toggle()
        if arePanesLinked {
            followActivePane()
        } else {
            for pane in panes where pane.isPastLinkedPlace { pane.isPastLinkedPlace = false }
        }
        return true
    }

    /// What the link button says it does: "Unlink Panes" while linked, else "Link Panes".
    public var linkButtonTitle: String { arePanesLinked ? "Unlink Panes" : "Link Panes" }

    /// The translation taking a place in `leader`'s patient coordinates to the same anatomy in `follower`'s (LPS,
    /// mm): none within one frame of reference; nil where they differ.
    func translation(from leader: ReadingPane, to follower: ReadingPane) -> Vector3? {
        guard let frame = leader.loading.series?.info.frameOfReferenceUID,
              frame == follower.loading.series?.info.frameOfReferenceUID
        else { return nil }
        return Vector3(0, 0, 0)
    }

    /// Moves every pane linked to the active one to the active pane's place in the patient, when the active pane
    /// is the one being drawn (a follower's own drawing leads nothing).
    func followActivePane() {
        guard arePanesLinked, showsSeveralPanes else { return }
        let leader = activePane
        guard pane === leader, let place = patientPosition else { return }
        for follower in panes where follower !== leader {
            guard let shift = translation(from: leader, to: follower) else { continue }
            acting(on: follower) { follow(to: place + shift) }
        }
    }

    /// Moves the pane acted on to `place`: its crosshair there, the slider on the slice nearest it along the
    /// series' normal; past either end by more than half a spacing, the views say there is no slice there.
    private func follow(to place: Vector3) {
        guard let geometry = crosshair?.geometry else { return }
        let depth = geometry.voxelPoint(of: place).z
        let isPast = depth < -0.5 || depth > Double(geometry.sliceCount) - 0.5
        if pane.isPastLinkedPlace != isPast { pane.isPastLinkedPlace = isPast }
        if let current = patientPosition, (current - place).length < 1e-6 { return }
        move(toPatientPosition: place)
    }
}
