import FeatureSupport
import Observation
import SliderTestFeature
import TomoGTK

/// The slider test's screen: the step, a slider over the server's ticks with the picked tick's value
/// drawn above its thumb and marks below, Next (showing progress while a request is out); then the
/// summary as a table with Start Over. Errors show in a banner with Retry or Start Over.
///
/// It renders a `SliderTestModel` and forwards the user's input. Every size is in `em`: the text follows
/// the desktop's scaling and the screen's zoom (Ctrl++ / Ctrl+− / Ctrl+0), and the layout reflows.
@MainActor
package final class SliderTestScreen: DesktopScreenView {
    package let root = Box(.vertical)
    package let model: SliderTestModel
    let banner = ErrorBanner()
    let pages = Stack()
    let stepLabel = Label()
    let hintLabel = Label("Pick a value: drag the slider or use the arrow keys, then Next.")
    let statusLabel = Label()
    let scale = Scale(range: 0...14)
    let nextButton = Button(label: "Next")
    let spinner = Spinner()
    let summaryTitle = Label()
    let summaryTable = Grid(columnSpacing: 24, rowSpacing: 6)
    var summaryLabels: [Label] = []
    let startOverButton = Button(label: "Start Over")
    let zoomSheet: AdjustableStyleSheet
    /// The ticks the slider was last set up for, and the zoom last applied.
    var shownTicks: [Double]?
    var appliedZoom: TextZoom?

    init(model: SliderTestModel) {
        self.model = model
        zoomSheet = AdjustableStyleSheet()
        layoutWidgets()
        connectInput()
        observe()
    }

    private func layoutWidgets() {
        root.addCSSClass(SliderTestStyle.screenClass)
        root.expandsHorizontally = true
        root.expandsVertically = true
        root.append(banner)
        pages.expandsVertically = true
        pages.addPage(testPage(), name: "test", title: "Test")
        pages.addPage(summaryPage(), name: "summary", title: "Summary")
        root.append(pages)
    }

    private func testPage() -> Widget {
        let page = Box(.vertical, spacing: 12)
        page.addCSSClass(SliderTestStyle.pageClass)
        stepLabel.addCSSClass(SliderTestStyle.stepClass)
        hintLabel.addCSSClass(SliderTestStyle.hintClass)
        hintLabel.wraps = true
        for label in [stepLabel, hintLabel, statusLabel] { label.horizontalAlignment = .start }
        scale.expandsHorizontally = true
        scale.drawValueAbove { [weak self] value in
            self?.tickText(at: Int(value.rounded())) ?? ""
        }
        let actions = Box(.horizontal, spacing: 12)
        actions.append(nextButton)
        actions.append(spinner)
        for widget in [stepLabel, hintLabel, statusLabel, scale, actions] as [Widget] { page.append(widget) }
        return page
    }

    private func summaryPage() -> Widget {
        let page = Box(.vertical, spacing: 12)
        page.addCSSClass(SliderTestStyle.pageClass)
        summaryTitle.addCSSClass(SliderTestStyle.stepClass)
        summaryTitle.horizontalAlignment = .start
        summaryTable.horizontalAlignment = .start
        startOverButton.horizontalAlignment = .start
        for widget in [summaryTitle, summaryTable, startOverButton] as [Widget] { page.append(widget) }
        return page
    }

    /// The value of tick `index` of the slider shown, as drawn above the thumb.
    func tickText(at index: Int) -> String {
        let texts = model.tickTexts
        return texts.indices.contains(index) ? texts[index] : ""
    }

    private func observe() {
        withObservationTracking {
            render()
        } onChange: { [weak self] in
            MainLoop.perform { self?.observe() }
        }
    }
}
