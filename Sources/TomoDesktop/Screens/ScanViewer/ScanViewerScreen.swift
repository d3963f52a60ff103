import ScanViewerFeature
import TomoGTK

/// The CT viewer's screen: the slice image on black, a toolbar (series, window preset, loading) above it
/// and the slider with play/pause, the cine speed and the position below; an error banner slides in on top.
///
/// It renders a `ScanViewerModel` and sends it the user's actions; all behaviour and every string shown
/// live in the model.
@MainActor
package final class ScanViewerScreen: DesktopScreenView {
    /// The screen's widget tree, for the window to place.
    package let root = Box(.vertical)
    package let model: ScanViewerModel
    let banner = ErrorBanner()
    let seriesPicker = DropDown()
    let presetPicker = DropDown()
    let spinner = Spinner()
    let loadingLabel = Label()
    package let picture = Picture()
    let playButton = Button(label: "")
    let speedPicker = DropDown(items: ScanViewerModel.frameRateMenuItems)
    let slider = Scale(range: 0...1)
    let positionLabel = Label()
    let sliceNameLabel = Label()

    /// What the widgets show now, to change only what changed.
    var shown = ShownState()

    /// The screen of `model`.
    init(model: ScanViewerModel) {
        self.model = model
        layout()
        connectInput()
        observe()
    }

    private func layout() {
        root.addCSSClass(ScanViewerStyle.screenClass)
        root.expandsVertically = true
        root.expandsHorizontally = true
        root.append(banner)
        root.append(toolbar())
        picture.addCSSClass(ScanViewerStyle.imageClass)
        picture.expandsVertically = true
        picture.expandsHorizontally = true
        root.append(picture)
        root.append(controls())
    }

    private func toolbar() -> Widget {
        let bar = Box(.horizontal, spacing: 8)
        bar.addCSSClass(ScanViewerStyle.toolbarClass)
        loadingLabel.addCSSClass(ScanViewerStyle.dimClass)
        sliceNameLabel.addCSSClass(ScanViewerStyle.dimClass)
        sliceNameLabel.expandsHorizontally = true
        sliceNameLabel.horizontalAlignment = .end
        for widget in [seriesPicker, presetPicker, spinner, loadingLabel, sliceNameLabel] as [Widget] {
            bar.append(widget)
        }
        return bar
    }

    private func controls() -> Widget {
        let bar = Box(.horizontal, spacing: 8)
        bar.addCSSClass(ScanViewerStyle.toolbarClass)
        slider.expandsHorizontally = true
        for widget in [playButton, speedPicker, slider, positionLabel] as [Widget] {
            bar.append(widget)
        }
        return bar
    }
}
