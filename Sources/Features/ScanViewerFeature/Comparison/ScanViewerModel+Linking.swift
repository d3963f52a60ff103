import Foundation
import TomoSeries
import TomoVolume

/// Linked panes: the active pane leads, and every other pane follows it to the same place in the patient (through
/// the alignment of their images where their frames of reference differ), its slice the one nearest that place
/// along its own normal. A pane with no slice within half a spacing of it says so ("No prior slice here") instead
/// of showing its end slice. Positions come from the series' geometry, never from loaded pixels, so slices still
/// arriving never move a view.
extension ScanViewerModel {
    /// Links the panes, or unlinks them (K); false with one pane, or where a pane's series cannot be linked
    /// (`unlinkableSeries`). Linking moves the others to the active pane's place at once.
    @discardableResult
    public func toggleLinkedPanes() -> Bool {
        guard showsSeveralPanes, arePanesLinked || unlinkableSeries == nil else { return false }
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
    /// mm): the one kept from an earlier run, looked for as soon as both series are open; else none within one
    /// frame of reference; across two, the alignment of their images, started here once both volumes are whole
    /// (nil until it is found, or where it fails).
    func translation(from leader: ReadingPane, to follower: ReadingPane) -> Vector3? {
        guard let first = leader.loading.series, let second = follower.loading.series, !Self.areOfDifferentPatients(first, second)
        else { return nil }
        if leader.loading.phase == .ready, follower.loading.phase == .ready {
            let sameFrame = first.info.frameOfReferenceUID != nil && first.info.frameOfReferenceUID == second.info.frameOfReferenceUID
            alignments.recall(first.entry.id, to: second.entry.id, sameFrame: sameFrame) { [weak self] in self?.followActivePane() }
        }
        if let translation = knownTranslation(from: leader, to: follower) { return translation }
        if Self.isWhole(leader), Self.isWhole(follower), let volume = first.volume, let other = second.volume {
            alignments.align(first.entry.id, volume, to: second.entry.id, other) { [weak self] in self?.followActivePane() }
        }
        return nil
    }

    /// The translation taking a place in `leader`'s patient coordinates to `follower`'s, where it is known: none
    /// within one frame of reference, the alignment of their images once found; nil otherwise, and between
    /// patients.
    func knownTranslation(from leader: ReadingPane, to follower: ReadingPane) -> Vector3? {
        guard let first = leader.loading.series, let second = follower.loading.series, !Self.areOfDifferentPatients(first, second)
        else { return nil }
        if let translation = alignments.translation(from: first.entry.id, to: second.entry.id) { return translation }
        if let frame = first.info.frameOfReferenceUID, frame == second.info.frameOfReferenceUID { return Vector3(0, 0, 0) }
        return nil
    }

    /// Why `series` cannot move with the others: its slices' places are not known, or it has one slice (nothing
    /// to scroll to); nil where it can.
    static func linkLimitation(of series: any OpenedSeries) -> String? {
        guard series.geometry != nil else { return "its slices say nowhere where they lie" }
        return series.sliceCount > 1 ? nil : "it has one slice"
    }

    /// The first pane's series that cannot be linked, and why; nil where every open one can.
    var unlinkableSeries: (series: any OpenedSeries, reason: String)? {
        for pane in panes {
            guard let series = pane.loading.series, let reason = Self.linkLimitation(of: series) else { continue }
            return (series, reason)
        }
        return nil
    }

    /// Whether two series name different patients (both name a Patient ID, and not the same): never linked.
    static func areOfDifferentPatients(_ first: any OpenedSeries, _ second: any OpenedSeries) -> Bool {
        guard let one = first.entry.patientID, let other = second.entry.patientID, !one.isEmpty, !other.isEmpty else { return false }
        return one != other
    }

    /// Whether `pane`'s series is open and every slice of it has arrived.
    private static func isWhole(_ pane: ReadingPane) -> Bool {
        pane.loading.phase == .ready && !pane.loading.isLoadingSlices
    }

    /// What the link says while several panes show: that the active pane's series and the next pane's are of
    /// different patients (never linked); that a series cannot be linked, and why ("Not linked: Scout cannot be, it
    /// has one slice"); linked, how they lie against each other where their frames of reference
    /// differ ("Aligned by image content: 12.4 mm L, 3.1 mm P, 41.0 mm S", "Aligning by image content…", "Not
    /// aligned: …", "Aligned by hand: …"); nil within one frame of reference.
    public var linkStatus: String? {
        guard showsSeveralPanes, let first = activePane.loading.series,
              let other = panes.first(where: { $0 !== activePane })?.loading.series
        else { return nil }
        if Self.areOfDifferentPatients(first, other) {
            return "Different patients (ID \(first.entry.patientID ?? "-") and \(other.entry.patientID ?? "-")): not linked"
        }
        if let (series, reason) = unlinkableSeries {
            return "Not linked: \(series.entry.description.isEmpty ? "a series" : series.entry.description) cannot be, \(reason)"
        }
        guard arePanesLinked else { return nil }
        let sameFrame = first.info.frameOfReferenceUID != nil && first.info.frameOfReferenceUID == other.info.frameOfReferenceUID
        guard !sameFrame || alignments.isAdjusted(from: first.entry.id, to: other.entry.id) else { return nil }
        switch alignments.state(from: first.entry.id, to: other.entry.id) {
        case nil: return "Aligning by image content once both series have loaded…"
        case .aligning: return "Aligning by image content…"
        case .failed(let reason): return "Not aligned: \(reason)"
        case .aligned(let alignment):
            if alignments.isAdjusted(from: first.entry.id, to: other.entry.id) {
                return "Aligned by hand: " + Self.describe(alignment.translation)
            }
            let kept = alignments.isKept(from: first.entry.id, to: other.entry.id) ? " (kept from before)" : ""
            return "Aligned by image content\(kept): " + Self.describe(alignment.translation)
        }
    }

    /// "12.4 mm L, 3.1 mm A, 41.0 mm S": a translation along the patient's axes.
    static func describe(_ translation: Vector3) -> String {
        [(translation.x, "L", "R"), (translation.y, "P", "A"), (translation.z, "S", "I")].map { value, positive, negative in
            "\(String(format: "%.1f", abs(value))) mm \(value < 0 ? negative : positive)"
        }.joined(separator: ", ")
    }

    /// Nudges the alignment by hand (, and ., Shift+wheel): the active pane's view of `plane` (its active view
    /// unless given) moves `sections` sections along its normal while the pane it is linked to stays, so the same
    /// anatomy now lies that much further in it; the alignment is kept so. False unless linked panes show and the
    /// view can move.
    @discardableResult
    public func nudgeAlignment(bySections sections: Int, in plane: VolumePlane? = nil) -> Bool {
        let plane = plane ?? activePlane
        guard arePanesLinked, showsSeveralPanes, var moved = crosshair, let place = patientPosition,
              let follower = panes.first(where: { $0 !== activePane }),
              let translation = translation(from: activePane, to: follower),
              let first = activePane.loading.series?.entry.id, let second = follower.loading.series?.entry.id
        else { return false }
        moved.scroll(plane, by: sections)
        let delta = moved.position - place
        guard delta.length > 0 else { return false }
        alignments.adjust(from: first, to: second, translation: translation - delta)
        moveSection(of: plane, by: sections)
        return true
    }

    /// Moves every pane linked to the active one to the active pane's place in the patient (not again from within
    /// a follower's move, which draws; not at all while a pane's series cannot be linked).
    func followActivePane() {
        guard arePanesLinked, showsSeveralPanes, !isFollowing, unlinkableSeries == nil else { return }
        isFollowing = true
        defer { isFollowing = false }
        let leader = activePane
        guard let place = acting(on: leader, { patientPosition }) else { return }
        for follower in panes where follower !== leader {
            guard let shift = translation(from: leader, to: follower) else { continue }
            acting(on: follower) { follow(to: place + shift) }
        }
    }

    /// Moves the pane acted on to `place`: its crosshair there, the slider on the slice nearest it along the
    /// series' normal; past either end by more than half a spacing, the views say there is no slice there.
    private func follow(to place: Vector3) {
        guard let geometry = crosshair?.geometry else { return }
        let isPast = geometry.slice(nearest: place) == nil
        if pane.isPastLinkedPlace != isPast { pane.isPastLinkedPlace = isPast }
        if let current = patientPosition, (current - place).length < 1e-6 { return }
        move(toPatientPosition: place)
    }
}
