import ScanViewerFeature
import TomoGTK

/// The viewer window: the slice image on black, a toolbar (series, window preset, loading) above it and
/// the slider with play/pause, the cine speed and the position below; an error banner slides in on top.
///
/// It renders a `ScanViewerModel` and sends it the user's actions; all behaviour lives in the model.
@MainActor
final class ViewerWindow {
    static let title = "Tomo"
    static let minimumSize = (width: 640, height: 560)
    static let defaultSize = (width: 900, height: 720)

    let window: ApplicationWindow
    let banner = ErrorBanner()
    let seriesPicker = DropDown()
    let presetPicker = DropDown()
    let spinner = Spinner()
    let loadingLabel = Label()
    let picture = Picture()
    let playButton = Button(label: "Play")
    let speedPicker = DropDown(items: ScanViewerModel.frameRateChoices.map { "\(Int($0)) fps" })
    let slider = Scale(range: 0...1)
    let positionLabel = Label()
    let sliceNameLabel = Label()

    /// The model shown, once connected.
    var model: ScanViewerModel?
    /// What Retry does for the error shown.
    var retryAction: (() -> Void)?
    /// What the widgets show now, to change only what changed.
    var shown = ShownState()
    let reportWriter: StateReportWriter?

    init(application: Application, reportPath: String?) {
        window = ApplicationWindow(application: application)
        reportWriter = reportPath.map(StateReportWriter.init(path:))
        window.title = Self.title
        window.addCSSClass(ViewerStyle.windowClass)
        window.setMinimumSize(width: Self.minimumSize.width, height: Self.minimumSize.height)
        window.setDefaultSize(width: Self.defaultSize.width, height: Self.defaultSize.height)
        window.setChild(layout())
        connectInput()
    }

    /// Shows the window.
    func present() {
        window.present()
    }

    private func layout() -> Widget {
        let content = Box(.vertical)
        content.append(banner)
        content.append(toolbar())
        picture.addCSSClass(ViewerStyle.imageClass)
        picture.expandsVertically = true
        picture.expandsHorizontally = true
        content.append(picture)
        content.append(controls())
        return content
    }

    private func toolbar() -> Widget {
        let bar = Box(.horizontal, spacing: 8)
        bar.addCSSClass("toolbar")
        loadingLabel.addCSSClass(ViewerStyle.dimClass)
        sliceNameLabel.addCSSClass(ViewerStyle.dimClass)
        sliceNameLabel.expandsHorizontally = true
        sliceNameLabel.horizontalAlignment = .end
        for widget in [seriesPicker, presetPicker, spinner, loadingLabel, sliceNameLabel] as [Widget] {
            bar.append(widget)
        }
        return bar
    }

    private func controls() -> Widget {
        let bar = Box(.horizontal, spacing: 8)
        bar.addCSSClass("toolbar")
        slider.expandsHorizontally = true
        for widget in [playButton, speedPicker, slider, positionLabel] as [Widget] {
            bar.append(widget)
        }
        return bar
    }
}
