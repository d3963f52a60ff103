import Observation
import PhotoBrowserFeature
import TomoGTK
import TomoImaging

/// The detail view of one photo: a bar (Back, title, Previous, Next), the photo on a black stage (the
/// list's thumbnail scaled up until the photo arrives), the author and size with a link to the source
/// page, and the filter controls: Normal / Grayscale / Blur, the blur slider, Save….
///
/// It renders the `PhotoDetailModel` it is bound to and sends it the filter choices and the stage's
/// size in pixels; the screen handles Back, Previous, Next and Save.
@MainActor
final class PhotoDetailView {
    let root = Box(.vertical)
    let back = Button(label: "Back")
    let previous = Button(label: "Previous")
    let next = Button(label: "Next")
    let save = Button(label: "Save…")
    private let title = Label()
    private let spinner = Spinner()
    let picture = Picture()
    private let stage: Overlay
    private let sizeWatcher = ResizeWatcher()
    private let info = Label()
    private let saveStatus = Label()
    private let sourceLink = LinkButton(uri: "about:blank", label: "Source page")
    private let filters = SegmentedControl(titles: PhotoFilterMode.allCases.map(\.title))
    let blurScale = Scale(range: Double(PhotoFilter.blurRange.lowerBound)...Double(PhotoFilter.blurRange.upperBound))
    private let blurValue = Label()
    /// Whether the report wants the pixel hash of what is drawn.
    var hashesPixels = false
    /// Called when what the picture shows changes.
    var onChange: () -> Void = {}

    private(set) var model: PhotoDetailModel?
    /// Counts bindings and pictures, so a change or texture meant for an earlier one is dropped.
    private var binding = 0
    private var pictureGeneration = 0
    /// The bitmap the picture shows (or is about to), and what the report says of it.
    private var drawnBitmap: Bitmap?
    private(set) var drawn: Drawn?
    /// The stage's size in pixels, as last laid out (zero before).
    private(set) var stageSize = (width: 0, height: 0)

    /// What the picture shows, for the state report.
    struct Drawn: Equatable {
        var state: String
        var filter: String?
        var width: Int
        var height: Int
        var pixelHash: String?
    }

    init() {
        stage = Overlay(child: sizeWatcher)
        picture.expandsHorizontally = true
        picture.expandsVertically = true
        stage.addOverlay(picture)
        stage.addCSSClass(PhotoBrowserStyle.stageClass)
        stage.expandsVertically = true
        stage.expandsHorizontally = true
        layoutWidgets()
        connectInput()
    }

    /// Shows `model` and follows its changes; nil shows nothing.
    func bind(_ model: PhotoDetailModel?) {
        guard model !== self.model else { return }
        self.model = model
        binding += 1
        drawnBitmap = nil
        drawn = nil
        picture.texture = nil
        guard let model else { return }
        if stageSize.width > 0 { model.setViewPixelSize(width: stageSize.width, height: stageSize.height) }
        observe(binding)
    }

    /// Keeps the photo's stage at least `width` × `height` points (for the blur benchmark): a smaller
    /// window grows to fit.
    func setMinimumStageSize(width: Int, height: Int) {
        stage.setMinimumSize(width: width, height: height)
    }

    private func layoutWidgets() {
        let bar = Box(.horizontal, spacing: 8)
        bar.addCSSClass(PhotoBrowserStyle.toolbarClass)
        title.expandsHorizontally = true
        title.horizontalAlignment = .start
        title.ellipsizes = true
        for widget in [back, title, spinner, previous, next] as [Widget] { bar.append(widget) }
        root.append(bar)
        root.append(stage)

        let infoRow = Box(.horizontal, spacing: 8)
        infoRow.addCSSClass(PhotoBrowserStyle.toolbarClass)
        info.horizontalAlignment = .start
        info.ellipsizes = true
        info.expandsHorizontally = true
        saveStatus.ellipsizes = true
        saveStatus.isVisible = false
        for widget in [info, saveStatus, sourceLink] as [Widget] { infoRow.append(widget) }
        root.append(infoRow)

        let controls = Box(.horizontal, spacing: 8)
        controls.addCSSClass(PhotoBrowserStyle.toolbarClass)
        blurScale.expandsHorizontally = true
        blurValue.setMinimumSize(width: 24, height: nil)
        for widget in [filters, blurScale, blurValue, save] as [Widget] { controls.append(widget) }
        root.append(controls)
    }

    private func connectInput() {
        filters.onSelectionChanged { [weak self] index in
            self?.model?.setMode(PhotoFilterMode.allCases[index])
        }
        blurScale.onValueChanged { [weak self] value in
            guard let model = self?.model else { return }
            if model.mode != .blur { model.setMode(.blur) }
            model.setBlurAmount(Int(value.rounded()))
        }
        sizeWatcher.onResize { [weak self] width, height in
            guard let self else { return }
            let scale = sizeWatcher.scaleFactor
            stageSize = (width * scale, height * scale)
            model?.setViewPixelSize(width: stageSize.width, height: stageSize.height)
        }
    }

    private func observe(_ binding: Int) {
        guard binding == self.binding, let model else { return }
        withObservationTracking {
            render(model)
        } onChange: { [weak self] in
            MainLoop.perform { self?.observe(binding) }
        }
    }

    private func render(_ model: PhotoDetailModel) {
        title.text = model.failure.map { "\(model.title): photo \($0.reason)" } ?? model.title
        spinner.isSpinning = model.isLoading || model.shownFilter != model.filter
        spinner.isVisible = spinner.isSpinning
        info.text = model.infoText
        sourceLink.uri = model.sourceURL?.absoluteString ?? "about:blank"
        sourceLink.isVisible = model.sourceURL != nil
        filters.select(PhotoFilterMode.allCases.firstIndex(of: model.mode) ?? 0)
        blurScale.setValue(Double(model.blurAmount))
        blurValue.text = String(model.blurAmount)
        save.isSensitive = model.shown != nil && !model.saveState.isSaving
        showSaveStatus(model.saveState.message)
        if let shown = model.shown {
            draw(shown, state: "photo", filter: model.shownFilter?.title)
        } else if let preview = model.preview {
            draw(preview, state: "preview", filter: nil)
        } else if model.failure != nil {
            draw(nil, state: "failed", filter: nil)
        }
    }

    /// What the line under the picture says of the last Save…, if anything.
    var saveStatusText: String? { saveStatus.isVisible ? saveStatus.text : nil }

    private func showSaveStatus(_ message: String?) {
        guard message != saveStatusText else { return }
        saveStatus.text = message ?? ""
        saveStatus.isVisible = message != nil
        onChange()
    }

    /// Shows `bitmap`, its texture made off the main thread; a newer picture wins over a slower older one.
    private func draw(_ bitmap: Bitmap?, state: String, filter: String?) {
        guard let bitmap else {
            drawnBitmap = nil
            picture.texture = nil
            update(Drawn(state: state, width: 0, height: 0))
            return
        }
        guard bitmap != drawnBitmap else { return }
        drawnBitmap = bitmap
        pictureGeneration += 1
        let generation = pictureGeneration, hashesPixels = hashesPixels
        Task.detached(priority: .userInitiated) { [weak self] in
            guard let prepared = try? Texture.Prepared(bitmap) else { return }
            let hash = hashesPixels ? bitmap.pixelHash : nil
            await self?.finish(prepared, generation: generation,
                               drawn: Drawn(state: state, filter: filter, width: bitmap.width, height: bitmap.height, pixelHash: hash))
        }
    }

    private func finish(_ prepared: Texture.Prepared, generation: Int, drawn: Drawn) {
        guard generation == pictureGeneration else { return }
        picture.texture = Texture(prepared)
        update(drawn)
    }

    private func update(_ drawn: Drawn) {
        guard drawn != self.drawn else { return }
        self.drawn = drawn
        onChange()
    }
}
