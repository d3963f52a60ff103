import Foundation
import TomoCore
import TomoSeries
import TomoVolume

/// The segmentations found with the active pane's series ("2 segmentations" in the toolbar): one chosen is laid
/// over every view of the pane (fill and outline in each segment's colour), its segments listed with what they
/// measure on the series' own voxels; a segment can be hidden, or clicked to centre the views on it.
extension ScanViewerModel {
    /// The active pane's segmentations.
    public var segmentations: SegmentationOverlay { pane.segmentations }

    /// The segmentation menu: "2 segmentations, 1 structure set" (none shown), then each one's title; empty when
    /// none was found.
    public var segmentationMenuItems: [String] {
        guard segmentations.foundSeriesID == series?.entry.id else { return [] }
        let found = segmentations.found
        guard !found.isEmpty else { return [] }
        var kinds: [String] = []
        for item in found where !kinds.contains(item.kind) { kinds.append(item.kind) }
        let counts = kinds.map { kind in
            let count = found.count { $0.kind == kind }
            return "\(count) \(kind)\(count == 1 ? "" : "s")"
        }
        return [counts.joined(separator: ", ")] + found.map(\.title)
    }

    /// The segmentation menu's item for what is chosen.
    public var segmentationMenuSelection: Int {
        segmentations.shownIndex.map { $0 + 1 } ?? 0
    }

    /// Lays the segmentation of menu item `index` over the views (0: none).
    public func selectSegmentationMenuItem(at index: Int) {
        guard index != segmentationMenuSelection else { return }
        segmentations.show(index > 0 ? index - 1 : nil, placement: segmentationPlacement, measuringOn: series?.volume)
    }

    /// Where `found` is laid over the active pane's series: on its grid where the two share a frame of reference
    /// (or either names none), saying so where it was made from another series (`madeFrom`); through the alignment with another pane's series of the segmentation's frame where
    /// one is known (the series' grid moved into that frame: a prior's segmentation over the follow-up); else why
    /// not, naming the series it was made from where that is not the one open.
    func segmentationPlacement(of found: FoundSegmentation) -> SegmentationOverlay.Placement {
        guard let series, let geometry = series.volume?.geometry else { return .refused("this series makes no volume to lay it over") }
        guard let own = found.frameOfReferenceUID, let open = series.info.frameOfReferenceUID, own != open else {
            return .on(geometry, note: madeFrom(found, over: series))
        }
        for other in panes where other !== pane {
            guard let aligned = other.loading.series, aligned.info.frameOfReferenceUID == own,
                  let shift = knownTranslation(from: pane, to: other)
            else { continue }
            var moved = geometry
            moved.origin = geometry.origin + shift
            return .on(moved, note: "through the alignment with \(aligned.entry.description) (moved \(String(format: "%.1f", shift.length)) mm)")
        }
        let source = found.referencedSeriesUIDs.filter { $0 != series.entry.id }
        let madeFrom = source.isEmpty ? "" : ": it was made from series \(source.joined(separator: ", ")), which is not the one open"
        return .refused(
            "it lies in frame of reference \(own), the series in \(open)\(madeFrom) (open a series of its frame beside this one and link the panes to lay it over through their alignment)")
    }

    /// What the status says of the series `found` was made from where that is not `series`: another series here (by
    /// its description), or one not found here (by its UID: its source series is missing); nil where it is
    /// `series` or it names none.
    func madeFrom(_ found: FoundSegmentation, over series: any OpenedSeries) -> String? {
        let sources = found.referencedSeriesUIDs
        guard !sources.isEmpty, !sources.contains(series.entry.id) else { return nil }
        if let present = catalog.first(where: { sources.contains($0.id) }) { return "made from series \(present.description)" }
        return "made from series \(sources.joined(separator: ", ")), which is not here"
    }

    /// S: hides the segmentation shown, else shows the one last chosen (the first found at first); false when
    /// none was found.
    @discardableResult
    public func toggleSegmentation() -> Bool {
        guard !segmentationMenuItems.isEmpty else { return false }
        if let shown = segmentations.shownIndex {
            lastSegmentationIndex = shown
            selectSegmentationMenuItem(at: 0)
        } else {
            selectSegmentationMenuItem(at: min(lastSegmentationIndex, segmentations.found.count - 1) + 1)
        }
        return true
    }

    /// G: the segments' fill at the next opacity (40 %, 70 %, outlines only); false with none shown.
    @discardableResult
    public func nextSegmentationLook() -> Bool {
        guard segmentations.layer != nil else { return false }
        segmentations.nextOpacity()
        if segmentations.opacity == 0, !segmentations.outlines { segmentations.toggleOutlines() }
        return true
    }

    /// Sets the fill's opacity, 0 (outlines only) to 1.
    public func setSegmentationOpacity(_ value: Double) {
        segmentations.setOpacity(value)
    }

    /// Draws the segments' edges opaque, or not.
    public func toggleSegmentationOutlines() {
        segmentations.toggleOutlines()
    }

    /// Shows segment `number` if hidden, else hides it.
    public func toggleSegment(_ number: Int) {
        segmentations.toggle(number)
    }

    /// Moves the views to the centre of segment `number`'s voxels (the crosshair there, the slider's slice
    /// with it); false for a segment on no voxel.
    @discardableResult
    public func centreOnSegment(_ number: Int) -> Bool {
        guard let centre = segmentations.layer?.segment(number)?.centre else { return false }
        return move(toPatientPosition: centre)
    }

    /// What the toolbar says of the segmentation chosen: that it is being read, why it cannot be shown, or how
    /// many of its segments show; nil with none chosen.
    public var segmentationStatus: String? {
        switch segmentations.state {
        case .none: nil
        case .reading(let text), .failed(let text): text
        case .shown:
            segmentations.layer.map { layer in
                let shown = layer.segments.count { !segmentations.hidden.contains($0.number) }
                let note = segmentations.placementNote.map { ", \($0)" } ?? ""
                return "\(shown) of \(layer.segments.count) segment\(layer.segments.count == 1 ? "" : "s") shown\(note)"
            }
        }
    }

    /// The segment list: each segment of the one shown with its category and type, volume and the series'
    /// values inside it, in number order; empty with none shown.
    public var segmentRows: [SegmentRow] {
        guard segmentations.state == .shown, let layer = segmentations.layer else { return [] }
        let unit = series?.valueUnit ?? .hounsfield
        return layer.segments.map { segment in
            let kind = [segment.category, segment.type].compactMap { $0 }.joined(separator: ": ")
            var figures = [String(format: "%.1f mL", segment.volumeML)]
            if let statistics = segmentations.statistics[segment.number] {
                figures.append(
                    "mean \(unit.text(unit.number(statistics.mean))), SD \(unit.number(statistics.standardDeviation)), "
                        + "min \(unit.number(statistics.minimum)), max \(unit.number(statistics.maximum))")
            }
            figures.append("\(Self.grouped(segment.voxels)) voxel\(segment.voxels == 1 ? "" : "s")")
            return SegmentRow(
                number: segment.number, colour: segment.colour, title: segment.label,
                detail: ([kind].filter { !$0.isEmpty } + figures).joined(separator: " · "), isShown: !segmentations.hidden.contains(segment.number))
        }
    }

    /// "1,982,232": `number` with its thousands apart.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        let groups = stride(from: digits.count, to: 0, by: -3).map { String(digits[max(0, $0 - 3)..<$0]) }.reversed()
        return (number < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// What in the segmentation shown could not be used, each naming the element.
    public var segmentationProblems: [String] {
        segmentations.state == .shown ? segmentations.layer?.problems ?? [] : []
    }

    /// Returns when the active pane's segmentations have been looked for, and the one chosen read and measured.
    public func waitUntilSegmentationsSettled() async {
        await segmentations.waitUntilSettled()
    }
}
