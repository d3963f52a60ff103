import AppFeature
import Foundation
import Logging
import Observation
import TomoGTK

/// The app's one window: a header bar whose switcher lists the screens, a start-up line (spinner and
/// status) and banner, and a stack with a page per screen, each filled from its model when first shown.
///
/// It renders the `AppModel` and forwards the user's choices; keys go to the screen shown.
@MainActor
final class MainWindow {
    static let title = "Tomo"
    static let minimumSize = (width: 640, height: 560)
    static let defaultSize = (width: 900, height: 720)
    /// The CSS class of the start-up line.
    static let startupClass = "startup"
    static let css = """
        .\(startupClass) { padding: 4px 8px; }
        """

    let window: ApplicationWindow
    private let model: AppModel
    private let instrumentation: Instrumentation
    /// The benchmark driving the window (`--scroll-benchmark`, `--blur-benchmark`), kept while it runs.
    private var benchmark: (any WindowBenchmark)?
    private let stack = Stack()
    private let banner = ErrorBanner()
    private let startupLine = Box(.horizontal, spacing: 8)
    private let spinner = Spinner()
    private let statusLabel = Label()
    private var pages: [Screen: Box] = [:]
    private var scanViewer: ScanViewerScreen?
    private var imageGrid: ImageGridScreen?
    private var photoBrowser: PhotoBrowserScreen?
    private var sliderTest: SliderTestScreen?
    /// How many of the model's notices are logged already.
    private var loggedNotices = 0
    private let logger = Logger(label: "tomo.desktop")

    init(application: Application, model: AppModel, instrumentation: Instrumentation) {
        self.model = model
        self.instrumentation = instrumentation
        window = ApplicationWindow(application: application)
        window.title = Self.title
        window.setMinimumSize(width: Self.minimumSize.width, height: Self.minimumSize.height)
        window.setDefaultSize(width: Self.defaultSize.width, height: Self.defaultSize.height)
        window.setTitlebar(HeaderBar(titleWidget: StackSwitcher(for: stack)))
        window.setChild(layout())
        connectInput()
        observe()
    }

    /// Shows the window.
    func present() {
        window.present()
    }

    private func layout() -> Widget {
        let content = Box(.vertical)
        content.append(banner)
        startupLine.addCSSClass(Self.startupClass)
        startupLine.append(spinner)
        startupLine.append(statusLabel)
        content.append(startupLine)
        stack.expandsVertically = true
        stack.expandsHorizontally = true
        for screen in model.screens {
            let page = Box(.vertical)
            pages[screen] = page
            stack.addPage(page, name: screen.rawValue, title: screen.title)
        }
        content.append(stack)
        return content
    }

    private func connectInput() {
        stack.onPageChanged { [weak self] name in
            guard let self, let screen = name.flatMap(Screen.init(rawValue:)) else { return }
            model.show(screen)
        }
        banner.onRetry { [weak self] in
            guard let model = self?.model else { return }
            Task { await model.retry() }
        }
        // Capture phase: the screens' keys win over a focused slider or drop-down.
        window.onKeyPressed(phase: .capture) { [weak self] key in
            self?.handle(key) ?? false
        }
    }

    /// F5 retries a failed start-up; every other key goes to the screen shown.
    private func handle(_ key: Key) -> Bool {
        if key == .f5, model.banner != nil {
            Task { await model.retry() }
            return true
        }
        switch model.screen {
        case .ct: return scanViewer?.handle(key) ?? false
        case .grid: return imageGrid?.handle(key) ?? false
        case .photos: return photoBrowser?.handle(key) ?? false
        case .slider: return sliderTest?.handle(key) ?? false
        }
    }

    private func observe() {
        withObservationTracking {
            render()
        } onChange: { [weak self] in
            MainLoop.perform { self?.observe() }
        }
        // Outside the tracking: a new screen's own first render must not become this window's reads.
        buildScreens()
    }

    /// Fills the page of each screen whose model has appeared (`render` read the models, so their
    /// appearance re-renders the window).
    private func buildScreens() {
        if scanViewer == nil, let scanViewerModel = model.scanViewer, let page = pages[.ct] {
            let screen = ScanViewerScreen(model: scanViewerModel, reportPath: instrumentation.reportPath)
            page.append(screen.root)
            scanViewer = screen
        }
        if imageGrid == nil, let imageGridModel = model.imageGrid, let page = pages[.grid] {
            let screen = ImageGridScreen(model: imageGridModel, reportPath: instrumentation.reportPath)
            page.append(screen.root)
            imageGrid = screen
            if let path = instrumentation.scrollBenchmarkPath {
                run(GridScrollBenchmark(screen: screen, output: URL(fileURLWithPath: path), close: closeWindow))
            }
        }
        buildPhotoBrowser()
        buildSliderTest()
    }

    private func buildPhotoBrowser() {
        guard photoBrowser == nil, let photoBrowserModel = model.photoBrowser, let page = pages[.photos] else { return }
        let screen = PhotoBrowserScreen(model: photoBrowserModel, reportPath: instrumentation.reportPath)
        page.append(screen.root)
        photoBrowser = screen
        if let path = instrumentation.blurBenchmarkPath {
            run(PhotoBlurBenchmark(screen: screen, output: URL(fileURLWithPath: path), close: closeWindow))
        }
    }

    private func run(_ benchmark: any WindowBenchmark) {
        self.benchmark = benchmark
        benchmark.start()
    }

    /// Closes the window (a benchmark's last step).
    private var closeWindow: () -> Void {
        { [weak self] in self?.window.destroy() }
    }

    private func buildSliderTest() {
        guard sliderTest == nil, let sliderTestModel = model.sliderTest, let page = pages[.slider] else { return }
        let screen = SliderTestScreen(model: sliderTestModel, reportPath: instrumentation.reportPath)
        page.append(screen.root)
        sliderTest = screen
    }

    private func render() {
        let isStarting = model.phase == .starting
        startupLine.isVisible = isStarting
        spinner.isSpinning = isStarting
        statusLabel.text = model.statusText
        if let shown = model.banner { banner.show(shown.message, actionTitle: shown.actionTitle) } else { banner.hide() }
        stack.visiblePageName = model.screen.rawValue
        _ = (model.scanViewer, model.imageGrid, model.photoBrowser, model.sliderTest)  // tracked: their appearance builds the screens (`buildScreens`)
        for notice in model.notices.dropFirst(loggedNotices) { logger.warning("\(notice)") }
        loggedNotices = model.notices.count
    }
}
