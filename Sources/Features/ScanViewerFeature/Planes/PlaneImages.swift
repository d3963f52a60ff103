import FeatureSupport
import Observation
import TomoCore
import TomoImaging
import TomoSeries
import TomoVolume

/// What each view shows: the image of its plane's section or slab, every plane drawn the same way — cut from
/// the series' volume (`CTVolume.section(_:at:slab:)`) and windowed off the main actor, a newer request superseding
/// the one under way. A section fills in as its slices arrive. Where the volume cannot give it, the series
/// is read slice by slice: a series that makes no volume (server-rendered frames, slices of several sizes),
/// and an axial section whose slice has not arrived yet (the axial plane's sections are the source's slices,
/// read at once, ahead of the preload). A child of `ScanViewerModel`, which says what to draw.
@MainActor
@Observable
public final class PlaneImages {
    /// What each view shows, by plane.
    public private(set) var displayed: [VolumePlane: DisplayedSlice] = [:]
    /// The section each plane's last draw could not show, with the reason (cleared when a draw succeeds).
    public private(set) var failures: [VolumePlane: DrawFailure] = [:]

    /// What a view was asked to show.
    private struct Wanted: Equatable {
        var section: Int
        var slab: Slab?
        var oblique: ObliquePlane?
        /// Whether the slice's own overlays (`OpenedSeries.overlays(ofSlice:)`) are drawn on it.
        var overlays: Bool
    }

    /// A section that could not be drawn, and why.
    public struct DrawFailure: Sendable, Hashable {
        public var section: Int
        public var message: String
    }

    @ObservationIgnored private var series: (any OpenedSeries)?
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
    }

    /// Cancels the draws under way.
    func stop() {
        for (_, task) in tasks.values { task.cancel() }
    }

    /// Draws section `section` of `plane`, or the `slab` centred there, or the `oblique` plane when the
    /// view is turned, through `window` (nil: the series windows its images); unless `force`, not when that
    /// is shown already or being drawn. A draw under way for `plane` gives way. With `overlays`, a square
    /// axial slice has the graphics its source keeps for it drawn on (`OpenedSeries.overlays(ofSlice:)`).
    func draw(
        _ plane: VolumePlane, section: Int, slab: Slab? = nil, oblique: ObliquePlane? = nil, window: WindowLevel?,
        overlays: Bool = true, force: Bool = true
    ) {
        guard let series else { return }
        let asked = Wanted(section: section, slab: slab, oblique: oblique, overlays: overlays)
        if !force, wanted[plane] == asked,
           displayed[plane].map({ $0.index == section && $0.slab == slab && $0.oblique == oblique }) == true
            || tasks[plane] != nil
        {
            return
        }
        wanted[plane] = asked
        tasks[plane]?.task.cancel()
        lastTaskID += 1
        let generation = generation, id = lastTaskID
        tasks[plane] = (id, Task {
            defer { if tasks[plane]?.id == id { tasks[plane] = nil } }
            do {
                let shown = try await Self.render(asked, of: plane, in: series, window: window)
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
                draw(plane, section: asked.section, slab: asked.slab, oblique: asked.oblique, window: window, overlays: asked.overlays)
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

    /// What `asked` shows of `plane` of `series` through `window` (see the other `render`), with the slice's
    /// overlays drawn on and named when it is a square axial slice and `asked` wants them. Never on the main
    /// actor.
    @concurrent
    private nonisolated static func render(
        _ asked: Wanted, of plane: VolumePlane, in series: any OpenedSeries, window: WindowLevel?
    ) async throws -> (image: DisplayedSlice, isComplete: Bool)? {
        guard var shown = try await render(plane, at: asked.section, slab: asked.slab, oblique: asked.oblique, of: series, window: window)
        else { return nil }
        guard asked.overlays, plane == .axial, asked.slab == nil, asked.oblique == nil else { return shown }
        let overlays = series.overlays(ofSlice: asked.section)
        guard !overlays.isEmpty else { return shown }
        shown.image.image = overlays.reduce(shown.image.image) { $1.drawn(on: $0) }
        shown.image.overlays = overlays.map(\.name)
        return shown
    }

    /// Section `index` of `plane` of `series`, or the `oblique` plane, or the `slab` centred there,
    /// through `window`, with its position along the normal where the series says (the square axial
    /// slices), and whether every slice it crosses was in; nil for a plane the series cannot show. A slab
    /// and an oblique plane wait for their slices in the volume; a single axial slice not there yet is read
    /// from the series. Never on the main actor.
    @concurrent
    private nonisolated static func render(
        _ plane: VolumePlane, at index: Int, slab: Slab?, oblique: ObliquePlane?, of series: any OpenedSeries,
        window: WindowLevel?
    ) async throws -> (image: DisplayedSlice, isComplete: Bool)? {
        if let oblique {
            guard let volume = series.volume, let window else { return nil }
            let section = volume.section(oblique, slab: slab)
            let image = try section.image(window: window, inverted: series.isInverted)
            let shown = DisplayedSlice(index: index, image: image, window: window, position: nil, slab: slab, oblique: oblique)
            return (shown, !section.filledRows.contains(false))
        }
        let position = plane == .axial ? series.distance(ofSlice: index) : nil
        if let volume = series.volume, let window, plane != .axial || slab != nil || volume.isFilled(index),
           let section = volume.section(plane, at: index, slab: slab)
        {
            let image = try section.image(window: window, inverted: series.isInverted)
            let shown = DisplayedSlice(index: index, image: image, window: window, position: position, slab: section.slab)
            return (shown, section.isComplete)
        }
        guard plane == .axial else { return nil }
        let image = try await series.slice(at: index).image(window: window)
        return (DisplayedSlice(index: index, image: image, window: series.canWindow ? window : nil, position: position), true)
    }
}
