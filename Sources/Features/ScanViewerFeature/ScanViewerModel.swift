import FeatureSupport
import Foundation
import Observation
import TomoCore
import TomoImaging
import TomoPipeline
import TomoSeries
import TomoVolume

/// The CT scan viewer's state and behaviour, for any front end (GTK, SwiftUI, tests).
///
/// Open a series with `open()`: the model asks its series source (an API, DICOM files) for the series
/// on offer and opens one, shows the first slice as soon as it arrives, and preloads every slice,
/// nearest to the one on screen first. The slider is an index into the series' slices, in the order
/// the source gives them (the API's order; DICOM's along the normal). Slices are stored values the
/// model windows itself, so any window applies at once, except where the source windows them (the
/// original API's 8-bit slices). All work runs off the main actor; the model only publishes results.
///
/// Its state lives in child models, each with its own. Each series read has a `ReadingPane` (`panes`, side by
/// side; Open beside adds one): `loading` (the series and its preload), `views` (the layout, the section each
/// plane shows, the viewports), `images` (what each view shows, every plane drawn the same way), `windowLevel`
/// (the window and its presets) and `cine`, which the model reads from the active pane. The viewer's own are
/// `tools` (the reading tools and the annotations), `keeper` (the annotations kept between runs), `picker` (the
/// series to choose from) and `browser` (a PACS's studies, Open PACS…). This model only composes them and routes actions (a new series resets the views, the slice looked
/// at leads the preload, the cine steps the slider); none of them reaches into another. It offers what front
/// ends draw; the properties below read through to the children.
@MainActor
@Observable
public final class ScanViewerModel {
    /// The series being read, side by side, left to right: one, or more opened beside it (`openBeside`).
    public internal(set) var panes: [ReadingPane]
    /// Whether the panes move together: scrolling, the slider, the cine and the crosshair of the active pane move
    /// the others to the same place in the patient. Compare with prior links them; Open Beside leaves them as
    /// they are (each scrolled on its own at first); K links and unlinks them.
    public internal(set) var arePanesLinked = false
    /// Whether a window chosen in the active pane (a preset, typed, dragged) is applied to the other panes whose
    /// series' values are in the same unit (Ctrl+K).
    public internal(set) var areWindowsLinked = false
    /// Whether the active pane's zoom, pan and turns are applied to the other panes' views of the same plane, the
    /// same anatomy at their centres (Ctrl+Shift+K).
    public internal(set) var areViewsLinked = false
    /// The pane keys, the toolbar and the slider act on (the one last clicked, or opened).
    public internal(set) var activePaneIndex = 0
    /// How the panes' views are placed on the screen when several show (`screenLayout`; Ctrl+Shift+A steps through
    /// the arrangements).
    public internal(set) var paneArrangement = PaneArrangement.sideBySide
    /// Which of the other panes' sections each view shows as reference lines (Ctrl+Shift+R steps through them).
    public internal(set) var referenceLineMode = ReferenceLineMode.shown
    /// Opening the active pane's series and preloading its slices.
    public var loading: SeriesLoading { pane.loading }
    /// The active pane's layout, the section each plane shows, the viewports.
    public var views: PlaneViews { pane.views }
    /// What each of the active pane's views shows.
    public var images: PlaneImages { pane.images }
    /// The window the active pane's images are drawn with, and its presets.
    public var windowLevel: WindowLevelControl { pane.windowLevel }
    /// The active pane's cine.
    public var cine: CinePlayer { pane.cine }
    /// Choosing what to open: Open…, the series picker, the study browser, signing in.
    public let opening: OpeningFlow
    /// Export…: where to, and how it went.
    public let export = ViewExport()
    /// Export Anonymized…: where to, and how it went.
    public let anonymized: AnonymizedExport
    /// Export Cine…: where to, and how it went.
    public let cineExport = CineExport()
    /// Key images: the slices starred, the key object selections found, saving them.
    public let keyImages: KeyImages
    /// The tool the primary button uses, the annotations made on each series, the probe under the pointer.
    public let tools = ReadingTools()
    /// Keeps each series' annotations between runs.
    public let keeper: AnnotationKeeper
    /// Export Report… and Send Report to PACS: where to, and how it went.
    public let reports: ReportSharing
    /// Compare with prior: the active study's priors and the one shown beside it.
    public let comparison = PriorComparison()
    /// The alignments of series of different frames of reference that linked panes move through.
    public let alignments: SeriesAlignments
    /// The hanging protocols: the one that hung what shows, saving the layout as one.
    public let hanging: ProtocolHanging

    /// The drag under way: its button, where it began in the view, and its plane.
    @ObservationIgnored var pointerDrag: PointerDrag?
    /// The pane the model acts on for a while though it is not the active one (`acting(on:_:)`).
    @ObservationIgnored var actingPane: ReadingPane?
    /// The last pane's id.
    @ObservationIgnored var lastPaneID = 0
    /// Whether linked panes are being moved to the active pane's place (their drawing must not move them again).
    @ObservationIgnored var isFollowing = false
    /// Makes the panes' cine players.
    @ObservationIgnored let sleep: @Sendable (Duration) async throws -> Void
    /// Finds the segmentations laid over the panes' series.
    @ObservationIgnored let segmentationAccess: SegmentationAccess?
    /// The segmentation S shows again: the one last hidden by it.
    @ObservationIgnored var lastSegmentationIndex = 0

    public init(environment: ScanViewerEnvironment) {
        panes = [ReadingPane(id: 0, source: environment.source, pacsTarget: environment.pacsTarget, sleep: environment.sleep)]
        sleep = environment.sleep
        segmentationAccess = environment.segmentations
        opening = OpeningFlow(environment: environment)
        keeper = AnnotationKeeper(store: environment.annotationStore)
        reports = ReportSharing(access: environment.reports)
        anonymized = AnonymizedExport(access: environment.anonymizedExport)
        keyImages = KeyImages(access: environment.keyImages)
        alignments = SeriesAlignments(store: environment.alignmentStore)
        hanging = ProtocolHanging(store: environment.hangingProtocols)
        attach(panes[0])
        tools.onChange = { [weak self] seriesID in self?.keepReading(of: seriesID) }
        keyImages.onChange = { [weak self] seriesID in self?.keepReading(of: seriesID) }
    }

    // MARK: Reading through to the children

    public var phase: ScanViewerPhase { loading.phase }
    /// The series the source offers.
    public var catalog: [SeriesEntry] { loading.catalog }
    /// The open series.
    public var series: (any OpenedSeries)? { loading.series }
    /// The open series, for the window's title: its description, else its id; nil before one is open.
    public var documentTitle: String? {
        series.map { $0.entry.description.isEmpty ? $0.entry.id : $0.entry.description }
    }
    /// Slices preloaded so far.
    public var progress: PreloadProgress { loading.progress }
    /// Slices the preload could not load, by index, with the reason; the rest are unaffected.
    public var failedSlices: [Int: String] { loading.failedSlices }
    /// The slider position: a slice index, 0 first.
    public var index: Int { views.index }
    /// What the axial view shows (it may lag `index` by one frame while the next slice is drawn).
    public var displayed: DisplayedSlice? { images.displayed[.axial] }
    /// The window applied to the images; nil when their source windows them.
    public var window: WindowLevel? { windowLevel.window }
    /// The preset `window` came from, if it came from one.
    public var selectedPresetName: String? { windowLevel.selectedPresetName }
    /// The views shown.
    public var layout: ViewerLayout { views.layout }
    /// Where the three views meet, once a series with a volume is open.
    public var crosshair: Crosshair? { views.crosshair }
    /// The view keys act on (the one last clicked).
    public var activePlane: VolumePlane { views.activePlane }
    /// Whether the views show their overlays.
    public var showsOverlays: Bool { views.showsOverlays }
    /// The series picker, while the user chooses a series (`.choosingSeries`).
    public var picker: SeriesPicker { opening.picker }
    /// Searching a PACS for a study to open, while `isBrowsingStudies`; nil where the viewer reaches none.
    public var browser: StudyBrowser? { opening.browser }
    /// Whether the study browser shows instead of the viewer.
    public var isBrowsingStudies: Bool { opening.isBrowsingStudies }
    /// The PACS series the active pane's source is, if it is one (with the credentials it was given).
    public var pacsTarget: PACSTarget? { pane.pacsTarget }
    /// An Open… waiting for the front end to ask what to open; see `requestOpen(_:)`.
    public var openRequest: ScanViewerOpenRequest? { opening.openRequest }
    /// An Export… waiting for the front end to ask where; see `requestExport()`.
    public var exportRequest: SaveRequest? { export.request }
    /// How the last Export… went.
    public var exportState: SaveState { export.state }
    public var isPlaying: Bool { cine.isPlaying }
    /// What dragging with the primary button does.
    public var tool: ViewerTool { tools.tool }
    /// The probe's reading under the pointer, while it is over an image with HU, and the view it is over.
    public var pointerProbe: ProbeReading? { tools.pointerProbe }
    public var pointerProbeView: ViewID? { tools.pointerProbeView }
    /// Cine speed in frames per second, within `CinePlayer.frameRates`.
    public var framesPerSecond: Double { cine.framesPerSecond }

    // MARK: Opening

    /// Opens series `id`, or the source's default series, and starts preloading it.
    /// Returns when the series is open (or failed); slices keep loading in the background.
    public func open(seriesID id: String? = nil) async {
        cine.pause()
        images.stop()
        picker.stop()
        hanging.protocolName = nil
        await loading.open(seriesID: id)
        await hangPending()
    }

    /// Starts the viewer: the study browser, searching at once, where the environment starts there (a study
    /// library's home) and no series is asked for; else series `id` (nil: the source's default, or its picker).
    public func start(seriesID id: String? = nil) async {
        if id == nil, opening.startsInStudyBrowser, opening.showStudyBrowser() { return }
        await open(seriesID: id)
    }

    /// Opens DICOM files and folders (folders searched recursively) in place of what was open: their one
    /// series, or the picker when they hold several. Nothing, where the environment opens no files.
    public func open(paths: [String]) async {
        guard let source = opening.source(ofFiles: paths) else { return }
        pane.pacsTarget = nil
        loading.replaceSource(with: source)
        await open()
    }

    /// Asks the front end to let the user pick what to open (`openRequest`); it calls `dismissOpenRequest()`
    /// once they have answered, and `open(paths:)` with what they chose.
    public func requestOpen(_ request: ScanViewerOpenRequest) {
        opening.requestOpen(request)
    }

    /// Files and folders handed to the viewer (dropped on the window, given by another launch): imported into
    /// the study library its study browser shows, else opened in place of what was open.
    public func receive(paths: [String]) async {
        if isBrowsingStudies, let browser, browser.canImport {
            await browser.importFiles(paths)
        } else {
            await open(paths: paths)
        }
    }

    /// What the user chose in answer to `request`: a folder imported into the study library, else opened.
    public func answer(_ request: ScanViewerOpenRequest, with paths: [String]) async {
        if request == .importFolder {
            await browser?.importFiles(paths)
        } else {
            await open(paths: paths)
        }
    }

    /// The Open… has been answered (or cancelled).
    public func dismissOpenRequest() {
        opening.dismissOpenRequest()
    }

    /// Opens the picker's choice `index`.
    public func chooseSeries(at index: Int) async {
        guard picker.choices.indices.contains(index) else { return }
        picker.highlight(index)
        await open(seriesID: picker.choices[index].id)
    }

    /// Whether the source can be given credentials (a PACS).
    public var canSignIn: Bool { opening.reachesPACSes && pacsTarget != nil }

    /// Signs in to the source's server as `user` and opens again what was asked for (`.needsCredentials`).
    /// The password goes to the source (and the study browser, for its next search) and nowhere else.
    public func signIn(user: String, password: String) async {
        guard let target = pacsTarget, let (source, signedIn) = opening.signIn(to: target, user: user, password: password) else { return }
        pane.pacsTarget = signedIn
        loading.replaceSource(with: source)
        cine.pause()
        await loading.retryOpening()
    }

    // MARK: A PACS

    /// Whether a PACS can be searched for a study (the study browser).
    public var canOpenPACS: Bool { opening.canOpenPACS }

    /// Shows the study browser (Open PACS…), searching at once the first time if it knows a server.
    public func showStudyBrowser() {
        if opening.showStudyBrowser() { cine.pause() }
    }

    /// Goes back from the study browser to what was open.
    public func closeStudyBrowser() {
        opening.closeStudyBrowser()
    }

    /// Opens the browser's study `index`: series `seriesID` of it (one its preview shows), else its one
    /// series, or the picker of its series.
    public func openStudy(at index: Int, seriesID: String? = nil) async {
        guard let (source, target) = opening.source(ofStudy: index) else { return }
        pane.pacsTarget = target
        loading.replaceSource(with: source)
        await open(seriesID: seriesID)
    }

    /// Tries again what failed, as the banner's action (what it reports, in its order): opening the series
    /// last asked for; the slice under the slider, with every other slice that failed; for a series that
    /// lost files, reading the source again (the files mended since) and opening the series anew; the
    /// slices that failed.
    public func retry() async {
        if phase.isOpeningFailure {
            cine.pause()
            await loading.retryOpening()
        } else if currentSliceError != nil {
            retryFailedSlices()
        } else if let series, !series.entry.unreadableFiles.isEmpty {
            cine.pause()
            await loading.source.refresh()
            await open(seriesID: series.entry.id)
        } else if !failedSlices.isEmpty {
            retryFailedSlices()
        } else if keeper.notice != nil {
            keeper.isWriteFailure ? keeper.retry() : keeper.dismiss()
        }
    }

    /// Loads the failed slices again, nearest to the slider first; once done, the slice under the slider is
    /// drawn again if it could not be shown.
    public func retryFailedSlices() {
        loading.retryFailedSlices(around: index)
    }

    /// Opens the series behind the series menu's item `index`, unless it is the one open.
    public func selectSeries(at index: Int) async {
        guard catalog.indices.contains(index), catalog[index].id != series?.entry.id else { return }
        await open(seriesID: catalog[index].id)
    }

    // MARK: Tying the children together

    /// The source holds several series: nothing shown, the picker offers them.
    func showPicker() {
        cine.pause()
        images.reset(series: nil)
        volumeView.clear()
        windowLevel.clear()
        views.clear()
        picker.show(loading.catalog, from: loading.source)
    }

    /// A series has opened: its first slice in its default window, the crosshair at its volume's centre (the
    /// three planes give way to axial alone if it has no volume).
    func showOpenedSeries() {
        guard let series = loading.series else { return }
        tools.seriesChanged()
        let seriesID = series.entry.id
        let sliceCount = series.sliceCount
        keeper.read(seriesID: seriesID, geometry: series.geometry, frameOfReferenceUID: series.info.frameOfReferenceUID) { [weak self] annotations, stars in
            guard let self else { return ([], AnnotationList(), []) }
            defer { measureRegions() }
            keyImages.restore(stars.filter { (0..<sliceCount).contains($0) }, of: seriesID)
            return (tools.restore(annotations, to: seriesID), tools.annotations(of: seriesID), keyImages.marked[seriesID] ?? [])
        }
        reports.seriesOpened()
        export.seriesOpened()
        reports.look(for: series, in: loading.source)
        keyImages.seriesOpened()
        keyImages.look(for: series, in: loading.source)
        pane.segmentations.look(for: series, in: loading.source, with: segmentationAccess)
        windowLevel.reset(series: series)
        cine.seriesOpened(recordedRate: series.recordedFrameRate)
        images.reset(series: series)
        volumeView.clear()
        views.reset(geometry: series.volume?.geometry)
        windowLevel.fitDefault(to: series) { [weak self] in self?.drawViews(force: true) }
        pane.slicesDrawn = 0
        drawViews()
    }
}
