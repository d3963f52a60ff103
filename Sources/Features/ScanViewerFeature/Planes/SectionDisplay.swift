import FeatureSupport
import Observation
import TomoCore
import TomoImaging
import TomoVolume

/// The coronal and sagittal views' images: the sections through the crosshair, cut from the series' volume
/// and windowed off the main actor, drawn again as the crosshair moves, the window changes and slices arrive
/// (a section fills in as its rows' slices do). A child of `ScanViewerModel`, which gives it the volume, the
/// crosshair and the window.
@MainActor
@Observable
public final class SectionDisplay {
    /// What each of the two views shows, by plane (the axial view is `SliceDisplay`'s).
    public private(set) var displayed: [VolumePlane: DisplayedSlice] = [:]

    @ObservationIgnored private var volume: CTVolume?
    /// Counts resets, so that a draw begun for an earlier volume changes nothing.
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var tasks: [VolumePlane: Task<Void, Never>] = [:]
    /// Planes to draw again once the draw under way ends (slices arrived, or the window changed, meanwhile).
    @ObservationIgnored private var stale: Set<VolumePlane> = []
    /// What to draw: the section of each plane and the window, given by the parent at each draw.
    @ObservationIgnored private var request: (sections: [VolumePlane: Int], window: WindowLevel)?

    init() {}

    isolated deinit {
        for task in tasks.values { task.cancel() }
    }

    /// Shows the sections of `volume` (nil: none).
    func reset(volume: CTVolume?) {
        for task in tasks.values { task.cancel() }
        tasks = [:]
        stale = []
        request = nil
        displayed = [:]
        generation += 1
        self.volume = volume
    }

    /// Draws section `sections[plane]` of each plane named there through `window`, for `planes`; a plane
    /// whose draw is under way is drawn again after it.
    func draw(_ planes: [VolumePlane], sections: [VolumePlane: Int], window: WindowLevel) {
        request = (sections, window)
        for plane in planes where plane != .axial { draw(plane) }
    }

    /// Waits until the sections asked for are drawn.
    public func waitUntilDrawn() async {
        while let task = tasks.values.first {
            await task.value
        }
    }

    private func draw(_ plane: VolumePlane) {
        guard let volume, let request, let section = request.sections[plane] else { return }
        guard tasks[plane] == nil else {
            stale.insert(plane)
            return
        }
        let window = request.window, generation = generation
        tasks[plane] = Task {
            let image = await Self.render(plane, at: section, of: volume, window: window)
            guard generation == self.generation else { return }
            tasks[plane] = nil
            if let image {
                displayed[plane] = DisplayedSlice(index: section, image: image, window: window, position: nil)
            }
            if stale.remove(plane) != nil { draw(plane) }
        }
    }

    /// Section `index` of `plane` windowed to 8-bit gray (rows not arrived black); never on the main actor.
    @concurrent
    private nonisolated static func render(
        _ plane: VolumePlane, at index: Int, of volume: CTVolume, window: WindowLevel
    ) async -> Bitmap? {
        try? volume.section(plane, at: index)?.image(window: window)
    }
}
