import Observation
import TomoSeries

/// One series being read, with everything of its own: its loading and preload, its views (layout, sections,
/// crosshair, viewports), the images they show, its window and its cine. The viewer holds one or more panes side
/// by side (a follow-up beside its prior, two series of one study); the reading tools, the annotations (kept by
/// series) and the study browser are the viewer's, shared by its panes.
@MainActor
@Observable
public final class ReadingPane: Identifiable {
    /// Tells panes apart for the life of the viewer (a closed pane's id is not given again).
    public let id: Int
    /// Opening the series and preloading its slices.
    public let loading: SeriesLoading
    /// The layout, the section each plane shows, the viewports.
    public let views = PlaneViews()
    /// What each view shows.
    public let images = PlaneImages()
    /// The 3D view of the series' volume.
    public let volumeView = VolumeView()
    /// The window the images are drawn with, and its presets.
    public let windowLevel = WindowLevelControl()
    /// The cine.
    public let cine: CinePlayer
    /// The segmentations found with the series, and the one laid over the views.
    public let segmentations = SegmentationOverlay()
    /// The PACS series the pane's source is, if it is one (with the credentials it was given): where its reports
    /// are sent, what signing in opens again.
    public internal(set) var pacsTarget: PACSTarget?
    /// Whether the pane follows another (linked) to a place its series holds no slice at: its views say so
    /// instead of showing the slice at its end.
    public internal(set) var isPastLinkedPlace = false
    /// How many slices had arrived when the views were last drawn for arrivals.
    @ObservationIgnored var slicesDrawn = 0

    /// A pane numbered `id` reading from `source` (PACS series `pacsTarget`, if it is one), its cine waiting with
    /// `sleep`.
    init(id: Int, source: any SeriesSource, pacsTarget: PACSTarget? = nil, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.id = id
        self.pacsTarget = pacsTarget
        loading = SeriesLoading(source: source)
        cine = CinePlayer(sleep: sleep)
    }
}
