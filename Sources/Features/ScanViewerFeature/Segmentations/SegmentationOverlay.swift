import Observation
import TomoCore
import TomoSeries
import TomoVolume

/// The segmentations found with a pane's series ("2 segmentations") and the one laid over its views: its
/// segments' labels on the series' grid, which are shown (a toggle per segment), how (one fill opacity for all,
/// outlines) and what each measures on the series' own voxels. A child of `ReadingPane`; the model says when
/// to look, show and measure.
@MainActor
@Observable
public final class SegmentationOverlay {
    /// Where the shown segmentation stands.
    public enum State: Sendable, Equatable {
        /// None shown.
        case none
        /// Being read and placed on the series' grid.
        case reading(String)
        /// Laid over the views.
        case shown
        /// It could not be: why, in the reader's words.
        case failed(String)
    }

    /// The segmentations found with series `foundSeriesID`, in the order found.
    public private(set) var found: [FoundSegmentation] = []
    /// The series `found` was looked for with.
    public private(set) var foundSeriesID: String?
    /// The index in `found` of the one chosen (being read, shown or failed); nil for none.
    public private(set) var shownIndex: Int?
    /// Where the chosen one stands.
    public private(set) var state = State.none
    /// The chosen one's segments on the series' grid, once read.
    public private(set) var layer: SegmentationLayer?
    /// The segments hidden.
    public private(set) var hidden: Set<Int> = []
    /// How much a segment's fill covers the image, 0 (outlines only) to 1.
    public private(set) var opacity = SegmentationOverlay.opacities[0]
    /// Whether each segment's edge is drawn opaque.
    public private(set) var outlines = true
    /// Each segment's statistics of the series' values, by number, once measured.
    public private(set) var statistics: [Int: RegionStatistics] = [:]
    /// Counts every change to what the views draw of it.
    public private(set) var revision = 0

    /// The fill opacities G steps through (0: outlines only).
    public static let opacities = [0.4, 0.7, 0.0]

    /// Called when what the views draw of it changes (the pane's views are drawn again).
    @ObservationIgnored var onDrawingChanged: (@MainActor () -> Void)?
    /// The labels drawn: the layer's, or made again without the hidden segments where segments overlap.
    @ObservationIgnored private(set) var labels: LabelVolume?
    @ObservationIgnored private var search: Task<Void, Never>?
    @ObservationIgnored private var work: Task<Void, Never>?
    @ObservationIgnored private var measuring: Task<Void, Never>?

    init() {}

    isolated deinit {
        search?.cancel()
        work?.cancel()
        measuring?.cancel()
    }

    /// Looks for the segmentations `access` finds with `series` in `source`; what was found and shown before goes.
    func look(for series: any OpenedSeries, in source: any SeriesSource, with access: SegmentationAccess?) {
        search?.cancel()
        clear()
        found = []
        foundSeriesID = series.entry.id
        guard let access else { return }
        let seriesID = series.entry.id
        search = Task {
            let segmentations = await access.find(series, source)
            guard !Task.isCancelled, foundSeriesID == seriesID else { return }
            found = segmentations
            search = nil
        }
    }

    /// Where a segmentation is laid over the series: its voxels' grid (in the segmentation's patient coordinates,
    /// the series' own moved by an alignment where the two lie in different frames of reference) and what the
    /// status says of how; or why it cannot be.
    enum Placement: Sendable {
        case on(VolumeGeometry, note: String?)
        case refused(String)
    }

    /// How the one shown was placed ("through the alignment with …"); nil when as it lies, or none is shown.
    public private(set) var placementNote: String?

    /// Shows segmentation `index` of `found` (nil: none) as `placement(found[index])` says, measured on `volume`
    /// once read; one that cannot be laid over the series says why.
    func show(_ index: Int?, placement: (FoundSegmentation) -> Placement, measuringOn volume: CTVolume?) {
        clear()
        guard let index, found.indices.contains(index) else { return }
        shownIndex = index
        let segmentation = found[index]
        if let refusal = segmentation.refusal {
            state = .failed(refusal)
            return
        }
        let geometry: VolumeGeometry
        switch placement(segmentation) {
        case .refused(let reason):
            state = .failed(reason)
            return
        case .on(let grid, let note):
            geometry = grid
            placementNote = note
        }
        state = .reading("Reading \(segmentation.title)…")
        work = Task {
            do {
                let layer = try await Task.detached(priority: .userInitiated) { try await segmentation.load(geometry) }.value
                guard !Task.isCancelled, shownIndex == index else { return }
                self.layer = layer
                labels = layer.labels
                state = .shown
                changed()
                if let volume { measure(on: volume) }
            } catch {
                guard !Task.isCancelled, shownIndex == index else { return }
                state = .failed("\(segmentation.title) could not be read: \(error)")
            }
        }
    }

    /// Measures each segment of the layer shown on `volume`'s own values (again as more of its slices arrive).
    func measure(on volume: CTVolume) {
        guard let layer else { return }
        measuring?.cancel()
        let shown = shownIndex
        measuring = Task {
            let found = try? await Task.detached(priority: .utility) { try await layer.measure(volume) }.value
            guard !Task.isCancelled, shownIndex == shown, let found else { return }
            statistics = found
        }
    }

    /// Shows segment `number` if hidden, else hides it (where segments overlap, the labels are made again so
    /// that one under it shows).
    func toggle(_ number: Int) {
        guard let layer, layer.segment(number) != nil else { return }
        if hidden.contains(number) { hidden.remove(number) } else { hidden.insert(number) }
        changed()
        guard !layer.overlapping.isEmpty else { return }
        let hidden = hidden, revisionAsked = revision
        work?.cancel()
        work = Task {
            let made = try? await Task.detached(priority: .userInitiated) { try await layer.relabel(hidden) }.value
            guard let made, !Task.isCancelled, self.hidden == hidden, revision == revisionAsked
            else { return }
            labels = made
            changed()
        }
    }

    /// Sets the fill's opacity (kept within 0…1).
    func setOpacity(_ value: Double) {
        let kept = min(max(value, 0), 1)
        guard kept != opacity else { return }
        opacity = kept
        changed()
    }

    /// The next of `opacities` after the one shown.
    func nextOpacity() {
        let next = (Self.opacities.firstIndex(of: opacity).map { $0 + 1 } ?? 0) % Self.opacities.count
        setOpacity(Self.opacities[next])
    }

    /// Draws the segments' edges opaque, or not.
    func toggleOutlines() {
        outlines.toggle()
        changed()
    }

    /// What the views draw of it: the labels, the shown segments' colours, the opacity and outlines; nil
    /// while none is shown.
    var drawing: PlaneImages.SegmentationDrawing? {
        guard state == .shown, let layer, let labels else { return nil }
        var colours: [Int: RGBColour] = [:]
        for segment in layer.segments where !hidden.contains(segment.number) { colours[segment.number] = segment.colour }
        return PlaneImages.SegmentationDrawing(labels: labels, colours: colours, opacity: opacity, outlines: outlines, revision: revision)
    }

    /// Returns when the search, the reading and the measuring under way have ended.
    func waitUntilSettled() async {
        while true {
            let tasks = [search, work, measuring].compactMap { $0 }
            guard !tasks.isEmpty else { return }
            for task in tasks { await task.value }
            if [search, work, measuring].compactMap({ $0 }).allSatisfy({ running in tasks.contains { $0 == running } }) { return }
        }
    }

    /// What the views draw of it changed: counted, and told.
    private func changed() {
        revision += 1
        onDrawingChanged?()
    }

    /// Nothing shown.
    private func clear() {
        work?.cancel()
        measuring?.cancel()
        shownIndex = nil
        state = .none
        placementNote = nil
        layer = nil
        labels = nil
        hidden = []
        statistics = [:]
        changed()
    }
}
