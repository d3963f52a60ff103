import AppFeature
import Foundation
import ImageGridFeature
import PhotoBrowserFeature
import ScanViewerFeature
import SliderTestFeature
import TomoDesktop
import TomoGTK
import TomoImaging
import TomoLibrary
import TomoSeries
import TomoVolume

/// Photographs every screen of the app as the README shows it, driving each through its model and its
/// keys' actions, waiting for what it shows to be on screen (the models' state by observation, the
/// pictures' textures and GTK's painted frames), and rendering the window as GTK last painted it. Closes
/// the window when done; a screen that does not get there is said on standard error.
@MainActor
final class ScreenshotTour {
    private let window: MainWindow
    private let folder: URL
    /// A folder of several DICOM series, for the pictures of the picker and of a DICOM series.
    private let dicomFolder: String?
    /// A DICOMweb server's root holding those series, for the picture of the study browser.
    private let pacs: String?
    /// A DICOM node holding those series, for the picture of the study browser over it.
    private let node: String?
    /// A folder of one series that lost a file, for the picture of the viewer's banner.
    private let lostFileFolder: String?
    /// DICOM files of other modalities, each photographed as `dicom-` and its modality in lower case.
    private let images: [String]
    /// The head CT's prior (another visit's scan of the same patient), for the picture of a follow-up.
    private let priorFolder: String?

    init(
        window: MainWindow, folder: URL, dicomFolder: String?, pacs: String?, node: String?, lostFileFolder: String?, images: [String],
        priorFolder: String?
    ) {
        self.window = window
        self.folder = folder
        self.dicomFolder = dicomFolder
        self.pacs = pacs
        self.node = node
        self.lostFileFolder = lostFileFolder
        self.images = images
        self.priorFolder = priorFolder
    }

    /// Takes the pictures, then closes the window.
    func start() {
        Task {
            do {
                try await run()
            } catch {
                FileHandle.standardError.write(Data("Screenshots: \(error)\n".utf8))
            }
            window.window.destroy()
        }
    }

    private var app: AppModel { window.model }

    private func run() async throws {
        // The CT viewer, every slice in, at a slice 60 % of the way through; then in the bone window.
        let ct = try await view(of: .ct, as: ScanViewerScreen.self)
        await ct.model.waitUntilPreloaded()
        ct.model.setIndex(ct.model.sliceCount * 6 / 10)
        try await waitUntilShown(ct)
        try await save("viewer")
        ct.model.selectPreset(named: "bone")
        try await waitUntilShown(ct)
        try await save("viewer-bone")

        // The image grid: the first screenful loaded (images and error tiles), with the cache statistics.
        app.show(.grid)
        let grid = try await view(of: .grid, as: ThumbnailListScreen<ImageGridEnvironment>.self)
        try await frames { grid.isSettled }
        grid.model.perform(.toggleStatistics)
        try await save("grid")

        // The photo browser: the list, then the first photo blurred by 7.
        app.show(.photos)
        let photos = try await view(of: .photos, as: ThumbnailListScreen<PhotoBrowserEnvironment>.self)
        try await frames { photos.isSettled }
        try await save("photos")
        photos.model.activateItem(at: 0)
        for action in [PhotoDetailAction.blur, .moreBlur, .moreBlur] { photos.model.perform(.detail(action)) }
        try await frames {
            guard let detail = photos.model.detail, detail.shownFilter == .blur(7), let shown = detail.shown else { return false }
            return photos.detail.picture.texture != nil && photos.detail.picture.bitmap == shown
        }
        try await save("photo-detail")

        // The slider test: the first slider two ticks on, at 100 % and at 200 % text.
        app.show(.slider)
        let slider = try await view(of: .slider, as: SliderTestScreen.self)
        await slider.model.waitUntil { $0.phase == .answering }
        slider.model.perform(.nextTick)
        slider.model.perform(.nextTick)
        try await save("slider")
        for _ in 0..<5 { slider.model.perform(.zoomIn) }
        try await save("slider-200")

        // DICOM files: the picker with every thumbnail in, then the series of most images, every slice in,
        // 60 % of the way through.
        guard let dicomFolder else { return }
        app.show(.ct)
        await ct.model.open(paths: [dicomFolder])
        await ct.model.waitUntil { !$0.picker.isLoadingThumbnails }
        try await frames { ct.seriesPickerView.showsEveryThumbnail }
        try await save("dicom-picker")
        let largest = ct.model.picker.choices.indices.max { ct.model.catalog[$0].imageCount < ct.model.catalog[$1].imageCount } ?? 0
        await ct.model.chooseSeries(at: largest)
        await ct.model.waitUntilPreloaded()
        ct.model.setIndex(ct.model.sliceCount * 6 / 10)
        try await waitUntilShown(ct)
        try await save("dicom-viewer")

        // The same series in three planes through its centre, a length across the axial view along the
        // crosshair's row (so the coronal view through it shows it whole, the sagittal one dotted where it
        // crosses) and the probe over the sagittal one.
        ct.model.setLayout(.threePlanes)
        let row = ct.model.crosshairPoint(in: .axial)?.y ?? 300
        ct.model.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(130, row), end: Point2D(380, row)) }
        try await frames { ct.model.viewport(of: .sagittal) != nil }
        if let sagittal = ct.model.viewport(of: .sagittal) {
            ct.model.pointerMoved(to: sagittal.viewPoint(ofImagePoint: Point2D(300, 40)), in: .sagittal)
        }
        await ct.model.waitUntil { $0.pointerProbe != nil }
        await ct.model.waitUntilViewsDrawn()
        try await frames { ct.canvases.allSatisfy { !$0.area.isVisible || $0.isCurrent } }
        try await save("dicom-planes")

        // The coronal view enlarged beside the other two.
        ct.model.setLayout(.enlarged(.coronal))
        await ct.model.waitUntilViewsDrawn()
        try await frames {
            ct.canvas(.coronal).area.size.width > 2 * ct.canvas().area.size.width && ct.canvases.allSatisfy { !$0.area.isVisible || $0.isCurrent }
        }
        try await save("dicom-enlarged")
        try await shoot3D(ct)
        // A segmentation beside the files (four tissues by value) over the three planes (S), listed; hidden after.
        ct.model.setLayout(.threePlanes)
        if ct.model.perform(.toggleSegmentation) {
            await ct.model.waitUntilSegmentationsSettled()
            await ct.model.waitUntilViewsDrawn()
            try await frames { ct.segmentList.root.isVisible && ct.canvases.allSatisfy { !$0.area.isVisible || $0.isCurrent } }
            try await save("dicom-segmentation")
            ct.model.perform(.toggleSegmentation)
        }

        // Quantifying: a 20 mm MIP slab in the coronal view, an ellipse and an arrow with its text on the
        // axial one, an angle on the sagittal one, their figures measured.
        ct.model.setLayout(.threePlanes)
        ct.model.setSlab(Slab(thickness: 20, projection: .mip), of: .coronal)
        ct.model.annotate(in: .axial) { EllipseAnnotation(place: $0, corner: Point2D(290, 190), opposite: Point2D(360, 250)) }
        ct.model.annotate(in: .axial) { ArrowAnnotation(place: $0, tip: Point2D(170, 330), tail: Point2D(90, 420), note: "Follow-up") }
        ct.model.annotate(in: .sagittal) {
            AngleAnnotation(place: $0, first: Point2D(150, 30), vertex: Point2D(260, 70), second: Point2D(380, 40))
        }
        await ct.model.waitUntilRegionsMeasured()
        await ct.model.waitUntilViewsDrawn()
        try await frames { ct.canvases.allSatisfy { !$0.area.isVisible || $0.isCurrent } }
        try await save("dicom-quantify")

        // Oblique: the coronal and sagittal planes turned 25° about the axial normal, then tilted 15° in the
        // coronal view; an ellipse on the double-oblique sagittal view, the coronal one's MIP slab turned too.
        ct.model.rotatePlanes(about: .axial, by: 25 * .pi / 180)
        ct.model.rotatePlanes(about: .coronal, by: -15 * .pi / 180)
        // Each view zoomed in about its centre, as a reader looking at the head would.
        for plane in VolumePlane.allCases {
            guard let viewport = ct.model.viewport(of: plane) else { continue }
            ct.model.zoom(by: 1.6, around: Point2D(viewport.viewSize.width / 2, viewport.viewSize.height / 2), in: plane)
        }
        if let centre = ct.model.crosshairPoint(in: .sagittal) {
            ct.model.annotate(in: .sagittal) {
                EllipseAnnotation(place: $0, corner: centre + Point2D(-70, -30), opposite: centre + Point2D(-10, 0))
            }
        }
        await ct.model.waitUntilRegionsMeasured()
        await ct.model.waitUntilViewsDrawn()
        try await frames { ct.canvases.allSatisfy { !$0.area.isVisible || $0.isCurrent } }
        try await save("dicom-oblique")
        ct.model.squarePlanes()

        // Open beside: the same folder's largest series again in a pane of its own, in the bone window further up;
        // the left pane keeps its slice, window and findings. Closed again after.
        ct.model.setLayout(.axial)
        await ct.model.openBeside()
        await ct.model.waitUntil { $0.isChoosingSeries && !$0.picker.isLoadingThumbnails }
        await ct.model.chooseSeries(at: largest)
        await ct.model.waitUntilPreloaded()
        ct.model.setIndex(ct.model.sliceCount * 8 / 10)
        ct.model.selectPreset(named: "bone")
        try await waitUntilShown(ct)
        try await frames { ct.paneViews.count == 2 && ct.paneViews.allSatisfy { $0.canvas(.axial).isCurrent } }
        try await save("dicom-beside")
        ct.model.closePane()

        // A report: the annotations exported as a DICOM SR beside the series, taken back (Ctrl+Z), the files
        // opened again with the report, which is offered and shown read-only over its slice.
        try await photographReport(in: ct, folder: dicomFolder)

        // A series that lost a file: the banner says so, with Read again.
        if let lostFileFolder {
            ct.model.setLayout(.axial)
            await ct.model.open(paths: [lostFileFolder])
            await ct.model.waitUntilPreloaded()
            ct.model.setIndex(ct.model.sliceCount * 6 / 10)
            try await waitUntilShown(ct)
            try await frames(atLeast: 30) { ct.model.banner != nil }  // the banner slid in
            try await save("dicom-lost-file")
        }

        // Other modalities: each image at its middle frame, the probe over its centre (an MR's value without
        // a unit, an ultrasound loop's colour).
        for path in images { try await photographImage(path, in: ct) }

        // Open PACS…: the server's studies, every one listed, the highlighted one's series beside them.
        guard let pacs else { return }
        try await photographStudies(in: ct, on: pacs, as: "pacs-studies")

        // The study library (in the user's data folder): the same files imported, its studies in the browser.
        let library = try StudyLibrary(folder: LibraryLocation.folder())
        let imported = try await library.importFiles([dicomFolder])
        guard imported.added > 0 else { throw ScreenshotError.failed("the library imported nothing: \(imported.line)") }
        try await photographStudies(in: ct, on: LibraryLocation.prefix, as: "library-studies")

        // A follow-up: the head CT's prior imported too, compared with it from the library.
        if let priorFolder {
            let prior = try await library.importFiles([priorFolder])
            guard prior.added > 0 else { throw ScreenshotError.failed("the library imported no prior: \(prior.line)") }
            try await photographFollowUp(in: ct)
        }

        // A DICOM node holding the same files: its studies by C-FIND, the highlighted one's series with a
        // thumbnail from its middle image.
        guard let node else { return }
        try await photographStudies(in: ct, on: node, as: "dimse-studies")
    }

    /// The image at `path` alone in the viewer, at its middle frame, the probe reading its brightest pixel
    /// near the centre, saved as `dicom-` and its modality in lower case (`dicom-mr`), once the previous
    /// series' banner has slid away.
    private func photographImage(_ path: String, in ct: ScanViewerScreen) async throws {
        ct.model.setLayout(.axial)
        await ct.model.open(paths: [path])
        await ct.model.waitUntilPreloaded()
        ct.model.setIndex(ct.model.sliceCount / 2)
        try await waitUntilShown(ct)
        guard let viewport = ct.model.viewport(of: .axial), let image = ct.model.displayed?.image,
              let modality = ct.model.series?.entry.modality
        else { throw ScreenshotError.failed("\(path) did not open as an image") }
        let gray = image.converted(to: .gray8)
        let (width, height) = (gray.width, gray.height)
        let central = (height / 4..<height * 3 / 4).flatMap { row in (width / 4..<width * 3 / 4).map { (column: $0, row: row) } }
        let brightest = central.max { gray.pixels[$0.row * gray.bytesPerRow + $0.column] < gray.pixels[$1.row * gray.bytesPerRow + $1.column] }
        let pixel = brightest.map { Point2D(Double($0.column) + 0.5, Double($0.row) + 0.5) } ?? Point2D(Double(width) / 2, Double(height) / 2)
        ct.model.pointerMoved(to: viewport.viewPoint(ofImagePoint: pixel), in: .axial)
        await ct.model.waitUntil { $0.pointerProbe != nil }
        try await frames(atLeast: 30) { ct.model.banner == nil && ct.canvas().isCurrent }
        try await save("dicom-" + modality.lowercased())
    }

    /// The study browser over `server` (its address as typed), once every study is listed and the highlighted
    /// one's series show their thumbnails, saved as `name`.
    private func photographStudies(in ct: ScanViewerScreen, on server: String, as name: String) async throws {
        guard let browser = ct.model.browser else { return }
        ct.model.closeStudyBrowser()
        browser.serverText = server
        ct.model.perform(.openPACS)
        await browser.search()
        try await frames {
            browser.phase == .found && ct.studyBrowserView.rows.count == browser.studies.count
                && ct.studyBrowserView.preview.showsEveryThumbnail
        }
        try await save(name)
    }

    /// The library's head CT compared with its prior (another frame of reference, thicker slices, the field of
    /// view moved), aligned by their images and linked; the study in three planes 60 % of the way through, the
    /// prior's axial slice drawn across its coronal and sagittal views as reference lines, with its first and last
    /// where they lie within the study (dashed: where the prior's coverage ends).
    private func photographFollowUp(in ct: ScanViewerScreen) async throws {
        guard let browser = ct.model.browser else { return }
        ct.model.closeStudyBrowser()
        browser.serverText = LibraryLocation.prefix
        ct.model.perform(.openPACS)
        await browser.search()
        guard let study = browser.studies.indices.max(by: { (browser.studies[$0].studyDate ?? "") < (browser.studies[$1].studyDate ?? "") })
        else { throw ScreenshotError.failed("the library lists no study") }
        await ct.model.openStudy(at: study)
        await ct.model.waitUntilPreloaded()
        await ct.model.compareWithPrior()
        await ct.model.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
        await ct.model.waitUntilPreloaded()
        ct.model.activate(ct.model.panes[0])
        ct.model.setLayout(.threePlanes)
        await ct.model.waitUntil { $0.linkStatus?.hasPrefix("Aligned by image content") == true }
        ct.model.setIndex(ct.model.sliceCount * 6 / 10)
        ct.model.perform(.nextReferenceLineMode)
        await ct.model.waitUntilViewsDrawn()
        try await frames {
            ct.paneViews.count == 2 && ct.paneViews.allSatisfy { pane in pane.canvases.allSatisfy { !$0.area.isVisible || $0.isCurrent } }
                && ct.paneViews[0].canvas(.coronal).drawn?.referenceLines.contains { $0.kind != .shown } == true
        }
        try await save("dicom-prior")
    }

    /// Exports the series' annotations as a report, and three slices about the one shown starred as key images,
    /// into a folder of their own, undoes the annotations, opens `folder` with that folder, the same series at the
    /// same slice, and shows the report in the axial layout, the key images found (the slice's star and overlay
    /// line, the slider's marks, the key image menu).
    private func photographReport(in ct: ScanViewerScreen, folder: String) async throws {
        let reports = FileManager.default.temporaryDirectory.appending(path: "tomo-screenshot-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: reports) }
        let (seriesID, slice) = (ct.model.series?.entry.id, ct.model.index)
        await ct.model.exportReport(to: reports.appending(path: "report.dcm"))
        guard case .saved = ct.model.reports.state else { throw ScreenshotError.failed(ct.model.reports.state.message ?? "no report written") }
        for key in [slice - 12, slice, slice + 9] {
            ct.model.setIndex(key)
            ct.model.perform(.toggleKeyImage)
        }
        await ct.model.exportKeyImages(to: reports.appending(path: "key-images.dcm"))
        guard case .saved = ct.model.keyImages.state else { throw ScreenshotError.failed(ct.model.keyImages.state.message ?? "no key images written") }
        for key in ct.model.markedKeySlices {
            ct.model.setIndex(key)
            ct.model.perform(.toggleKeyImage)
        }
        while ct.model.perform(.undoAnnotation) {}
        ct.model.setLayout(.axial)
        await ct.model.open(paths: [folder, reports.path])
        await ct.model.waitUntil { !$0.picker.isLoadingThumbnails }
        guard let index = ct.model.catalog.firstIndex(where: { $0.id == seriesID }) else { throw ScreenshotError.notShown(0) }
        await ct.model.chooseSeries(at: index)
        await ct.model.waitUntilPreloaded()
        ct.model.setIndex(slice)
        await ct.model.waitUntilReportsFound()
        await ct.model.waitUntilKeyImagesFound()
        ct.model.selectReportMenuItem(at: 1)
        try await waitUntilShown(ct)
        try await frames { ct.model.annotationDrawings(shownIn: .axial).contains { $0.style == .report } && ct.canvas().isCurrent }
        try await save("dicom-report")
    }

    /// The view of `screen` once the window has built it.
    private func view<View: AnyObject>(of screen: AppScreen, as type: View.Type) async throws -> View {
        try await frames { self.window.view(of: screen.id).flatMap { $0 as? View } != nil }
        guard let view = window.view(of: screen.id) as? View else { throw ScreenshotError.notShown(0) }
        return view
    }

    /// Waits until the CT viewer's view shows the slice drawn for where the slider is.
    private func waitUntilShown(_ screen: ScanViewerScreen) async throws {
        await screen.model.waitUntilDrawn()
        try await frames {
            guard let displayed = screen.model.displayed, displayed.index == screen.model.index else { return false }
            return screen.canvas().isCurrent
        }
    }

    /// Lets GTK paint two more frames (layout settles over one) and finish any page transition, then
    /// writes the window as painted (once a frame has drawn it whole).
    func save(_ name: String) async throws {
        var bitmap: Bitmap?
        try await frames(atLeast: 2) {
            guard !self.window.window.isTransitionRunning else { return false }
            bitmap = try? self.window.window.renderBitmap()
            return bitmap != nil
        }
        let file = folder.appending(path: name + ".png")
        try bitmap?.pngData().write(to: file, options: .atomic)
        print("\(file.path)")
    }

    /// Returns after the first painted frame (and at least `count` of them) at which `condition` holds;
    /// throws after 3,000 frames (about 50 s) without it.
    func frames(atLeast count: Int = 1, until condition: @escaping @MainActor () -> Bool) async throws {
        var painted = 0
        let met: Bool = await withCheckedContinuation { done in
            window.window.queueDraw()
            let isShown = window.window.onEveryPaint {
                painted += 1
                if painted >= count, condition() {
                    done.resume(returning: true)
                    return false
                }
                guard painted < 3_000 else {
                    done.resume(returning: false)
                    return false
                }
                self.window.window.queueDraw()
                return true
            }
            if !isShown { done.resume(returning: false) }
        }
        guard met else { throw ScreenshotError.notShown(painted) }
    }
}
