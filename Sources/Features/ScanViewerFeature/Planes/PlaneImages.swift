import FeatureSupport
import Observation
import TomoCore
import TomoImaging
import TomoSeries
import TomoVolume

/// What each view shows: the image of its plane's section or slab, every plane drawn the same way — cut from
/// the series' volume (`CTVolume.section(_:slab:)`, square or oblique) and windowed off the main actor, a newer
/// request superseding the one under way. A section fills in as its slices arrive. Where the volume cannot
/// give it, the series is read slice by slice: a series that makes no volume (server-rendered frames, slices of
/// several sizes), and an axial section whose slice has not arrived yet (the axial plane's sections are the
/// source's slices, read at once, ahead of the preload). A child of `ScanViewerModel`, which says what to draw.
@MainActor
@Observable
public final class PlaneImages {
    /// What each view shows, by plane.
    public private(set) var displayed: [VolumePlane: DisplayedSlice] = [:]
    /// The section each plane's last draw could not show, with the reason (cleared when a draw succeeds).
    public private(set) var failures: [VolumePlane: DrawFailure] = [:]

    /// What a view was asked to show.
    private struct Wanted: Equatable {
        /// The plane to cut, and the number its view shows it by (`DisplayedSlice.index`).
        var plane: SectionPlane
        var section: Int
        var slab: Slab?
        /// Whether the slice's own overlays (`OpenedSeries.overlays(ofSlice:)`) are drawn on it.
        var overlays: Bool
        /// The segmentation laid over it.
        var segmentation: SegmentationDrawing?
    }

    /// A segmentation as the views draw it: its labels cut by the same plane and slab as the image, each
    /// shown segment's fill in its colour at `opacity`, outlined or not (`LabelLayer`). Two are the same drawing
    /// when their `revision`s are.
    struct SegmentationDrawing: Sendable, Equatable {
        var labels: LabelVolume
        var colours: [Int: RGBColour]
        var opacity: Double
        var outlines: Bool
        /// Counts the changes to what is drawn (`SegmentationOverlay.revision`).
        var revision: Int

        static func == (a: Self, b: Self) -> Bool { a.revision == b.revision && a.labels === b.labels }

        /// `image`, showing `plane` (or the `slab` centred on it) of a volume on the labels' grid (at square
        /// pixels when `squared`), with the segments drawn over it; unchanged where the labels' section is not its size.
        func drawn(on image: Bitmap, plane: SectionPlane, slab: Slab?, squared: Bool = false) -> Bitmap {
            guard let cut = labels.section(plane, slab: slab) else { return image }
            let section = squared ? cut.withSquarePixels(.nearest) : cut
            return LabelLayer(labels: section, colours: colours, opacity: opacity, outlines: outlines).composited(onto: image)
        }
    }

    /// A section that could not be drawn, and why.
    public struct DrawFailure: Sendable, Hashable {
        public var section: Int
        public var message: String
    }

    @ObservationIgnored private var series: (any OpenedSeries)?
    /// The series' overlay planes as a label volume, made once per series off the main actor; nil inside for a
    /// series without overlays or without a volume.
    @ObservationIgnored private var overlayVolume: Task<(volume: LabelVolume, names: [String])?, Never>?
    /// Whether the series may have overlay graphics: until its label volume is made, or when it has some.
    @ObservationIgnored private(set) var mayHaveOverlayGraphics = true
    /// Counts resets, so that a draw begun for an earlier series changes nothing.
    @ObservationIgnored private var generation = 0
    /// The draw under way for each plane, numbered.
    @ObservationIgnored private var tasks: [VolumePlane: (id: Int, task: Task<Void, Never>)] = [:]
    @ObservationIgnored private var lastTaskID = 0
    /// The section (and slab) each plane was last asked to show.
    @ObservationIgnored private var wanted: [VolumePlane: Wanted] = [:]
    /// The planes whose image was cut while some of its slices had not arrived.
    @ObservationIgnored private var lacking: Set<VolumePlane> = []

    init() {}

    isolated deinit {
        for (_, task) in tasks.values { task.cancel() }
    }

    /// Shows the sections of `series` (nil: nothing).
    func reset(series: (any OpenedSeries)?) {
        stop()
        tasks = [:]
        wanted = [:]
        lacking = []
        displayed = [:]
        failures = [:]
        generation += 1
        self.series = series
        overlayVolume?.cancel()
        overlayVolume = series.map { series in Task.detached(priority: .userInitiated) { LabelVolume.overlays(of: series) } }
        mayHaveOverlayGraphics = true
        if let made = overlayVolume {
            let generation = generation
            Task {
                let found = await made.value
                if generation == self.generation { mayHaveOverlayGraphics = found != nil }
            }
        }
    }

    /// Cancels the draws under way.
    func stop() {
        for (_, task) in tasks.values { task.cancel() }
    }

    /// Draws `shown` in `plane`'s view (its section, or the oblique plane when the view is turned), or the
    /// `slab` centred there, numbered `section`, through `window` (nil: the series windows its images);
    /// unless `force`, not when that is shown already or being drawn. A draw under way for `plane` gives way.
    /// With `overlays`, a square axial slice has the graphics its source keeps for it drawn on
    /// (`OpenedSeries.overlays(ofSlice:)`).
    func draw(
        _ plane: VolumePlane, showing shown: SectionPlane, numbered section: Int, slab: Slab? = nil, window: WindowLevel?,
        overlays: Bool = true, segmentation: SegmentationDrawing? = nil, force: Bool = true
    ) {
        guard let series else { return }
        let asked = Wanted(plane: shown, section: section, slab: slab, overlays: overlays, segmentation: segmentation)
        if !force, wanted[plane] == asked,
           displayed[plane].map({ $0.index == section && $0.slab == slab && $0.oblique == shown.oblique }) == true
            || tasks[plane] != nil
        {
            return
        }
        wanted[plane] = asked
        tasks[plane]?.task.cancel()
        lastTaskID += 1
        let generation = generation, id = lastTaskID, overlayVolume = overlayVolume
        tasks[plane] = (id, Task {
            defer { if tasks[plane]?.id == id { tasks[plane] = nil } }
            do {
                let overlays = asked.overlays ? await overlayVolume?.value : nil
                let shown = try await Self.render(asked, in: series, window: window, overlays: overlays)
                guard !Task.isCancelled, generation == self.generation, wanted[plane] == asked else { return }
                if let shown {
                    displayed[plane] = shown.image
                    if shown.isComplete { lacking.remove(plane) } else { lacking.insert(plane) }
                }
                failures[plane] = nil
            } catch is CancellationError {
                return
            } catch {
                guard !Task.isCancelled, generation == self.generation, wanted[plane] == asked else { return }
                failures[plane] = DrawFailure(section: section, message: ErrorMessage.text(for: error))
            }
        })
    }

    /// Slices have arrived: those of `planes` whose image lacked some are drawn again through `window`.
    func drawLacking(_ planes: [VolumePlane], window: WindowLevel?) {
        for plane in planes where lacking.contains(plane) {
            if let asked = wanted[plane] {
                draw(
                    plane, showing: asked.plane, numbered: asked.section, slab: asked.slab, window: window, overlays: asked.overlays,
                    segmentation: asked.segmentation)
            }
        }
    }

    /// Waits until every view shows what it was last asked to (or has failed), following draws that
    /// supersede those under way.
    public func waitUntilDrawn() async {
        while let (_, task) = tasks.values.first {
            await task.value
        }
    }

    /// What `asked` shows of `series` through `window`: its plane cut from the volume (a square axial section
    /// with its position along the normal where the series says), the segmentation `asked` lays over it and the
    /// series' `overlays`, each cut by the same plane and slab, and whether every slice it crosses was in; nil for a plane the series cannot
    /// show. A slab and every other plane wait for their slices in the volume; a single axial slice not there
    /// yet, and every slice of a series without a volume, is read from the series, its overlays drawn on and
    /// named when `asked` wants them. Never on the main actor.
    @concurrent
    private nonisolated static func render(
        _ asked: Wanted, in series: any OpenedSeries, window: WindowLevel?, overlays: (volume: LabelVolume, names: [String])?
    ) async throws -> (image: DisplayedSlice, isComplete: Bool)? {
        let axialSlice: Int? = if case .named(.axial, let index) = asked.plane { index } else { nil }
        let position = axialSlice.flatMap(series.distance(ofSlice:))
        var shown: DisplayedSlice
        let isComplete: Bool
        if let volume = series.volume, let window, axialSlice.map({ asked.slab != nil || volume.isFilled($0) }) ?? true {
            guard let section = volume.section(asked.plane, slab: asked.slab) else { return nil }
            let image = try section.image(window: window, inverted: series.isInverted)
            shown = DisplayedSlice(
                index: asked.section, image: image, window: window, position: position, slab: section.slab,
                oblique: asked.plane.oblique)
            isComplete = section.isComplete
            if let segmentation = asked.segmentation {
                shown.image = segmentation.drawn(on: shown.image, plane: asked.plane, slab: asked.slab)
            }
            if let overlays, let labels = overlays.volume.section(asked.plane, slab: asked.slab) {
                let layer = LabelLayer(labels: labels, colours: [1: .white])
                if !layer.isEmpty {
                    shown.image = layer.composited(onto: shown.image)
                    shown.overlays = axialSlice.flatMap { asked.slab == nil ? series.overlays(ofSlice: $0).map(\.name) : nil } ?? overlays.names
                }
            }
            return (shown, isComplete)
        } else {
            guard let axialSlice else { return nil }
            let image = try await series.slice(at: axialSlice).image(window: window)
            shown = DisplayedSlice(index: axialSlice, image: image, window: series.canWindow ? window : nil, position: position)
            if let segmentation = asked.segmentation {
                shown.image = segmentation.drawn(on: shown.image, plane: asked.plane, slab: asked.slab)
            }
            isComplete = true
        }
        guard asked.overlays, let axialSlice, asked.slab == nil else { return (shown, isComplete) }
        let overlays = series.overlays(ofSlice: axialSlice)
        guard !overlays.isEmpty else { return (shown, isComplete) }
        shown.image = overlays.reduce(shown.image) { $1.drawn(on: $0) }
        shown.overlays = overlays.map(\.name)
        return (shown, isComplete)
    }
}
