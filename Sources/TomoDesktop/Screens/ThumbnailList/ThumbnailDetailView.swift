import FeatureSupport
import Observation
import TomoGTK
import TomoImaging

/// A thumbnail list's detail view: a bar (Back, the item's headline, a spinner while its image is on
/// its way, Previous, Next), the item's image on a black stage (its thumbnail scaled up until its own
/// arrives), and the feature's own controls under it. It renders the detail model it is bound to and
/// tells it the stage's size in pixels; the list screen handles Back, Previous and Next.
@MainActor
package final class ThumbnailDetailView<Detail: ThumbnailDetail> {
    let root = Box(.vertical)
    let back = Button(label: "Back")
    let previous = Button(label: "Previous")
    let next = Button(label: "Next")
    let title = Label()
    let spinner = Spinner()
    package let picture = Picture()
    private let stage: Overlay
    private let sizeWatcher = ResizeWatcher()
    package let controls: ThumbnailDetailControls<Detail>?

    private(set) var model: Detail?
    /// Counts bindings, so a change meant for an earlier model is dropped.
    private var binding = 0
    /// The image the picture was last asked to show.
    private var shownImage: Bitmap?
    /// The stage's size in pixels, as last laid out (zero before).
    package private(set) var stageSize = (width: 0, height: 0)

    init(controls: ThumbnailDetailControls<Detail>?) {
        self.controls = controls
        stage = Overlay(child: sizeWatcher)
        picture.expandsHorizontally = true
        picture.expandsVertically = true
        stage.addOverlay(picture)
        stage.addCSSClass(ThumbnailListStyle.stageClass)
        stage.expandsVertically = true
        stage.expandsHorizontally = true
        let bar = Box(.horizontal, spacing: 8)
        bar.addCSSClass(ThumbnailListStyle.toolbarClass)
        title.expandsHorizontally = true
        title.horizontalAlignment = .start
        title.ellipsizes = true
        for widget in [back, title, spinner, previous, next] as [Widget] { bar.append(widget) }
        root.append(bar)
        root.append(stage)
        if let controls { root.append(controls.root) }
        sizeWatcher.onResize { [weak self] width, height in
            guard let self else { return }
            let scale = sizeWatcher.scaleFactor
            stageSize = (width * scale, height * scale)
            model?.setViewPixelSize(width: stageSize.width, height: stageSize.height)
        }
    }

    /// Shows `model` and follows its changes; nil shows nothing.
    func bind(_ model: Detail?) {
        guard model !== self.model else { return }
        self.model = model
        binding += 1
        shownImage = nil
        picture.clear()
        controls?.bind(model)
        guard let model else { return }
        if stageSize.width > 0 { model.setViewPixelSize(width: stageSize.width, height: stageSize.height) }
        observe(binding)
    }

    /// Keeps the stage at least `width` × `height` points (for a benchmark): a smaller window grows to fit.
    package func setMinimumStageSize(width: Int, height: Int) {
        stage.setMinimumSize(width: width, height: height)
    }

    private func observe(_ binding: Int) {
        guard binding == self.binding, let model else { return }
        withObservationTracking {
            render(model)
        } onChange: { [weak self] in
            MainLoop.perform { self?.observe(binding) }
        }
    }

    private func render(_ model: Detail) {
        title.text = model.headline
        spinner.isSpinning = model.isBusy && model.failure == nil
        spinner.isVisible = spinner.isSpinning
        guard let image = model.image else {
            if model.failure != nil, shownImage != nil {
                shownImage = nil
                picture.clear()
            }
            return
        }
        guard image != shownImage else { return }
        shownImage = image
        picture.show(image)
    }
}

/// The feature's own controls under a detail view's stage: a widget bound to the detail model shown.
@MainActor
package struct ThumbnailDetailControls<Detail: ThumbnailDetail> {
    /// The object behind them.
    package let owner: AnyObject
    let root: Widget
    /// Shows a detail model (nil: none) and follows its changes.
    let bind: (Detail?) -> Void
}
