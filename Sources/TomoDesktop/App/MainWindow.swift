import AppFeature
import FeatureSupport
import Foundation
import Logging
import Observation
import TomoGTK

/// The app's one window: a header bar whose switcher lists the screens, a start-up line (spinner and
/// status) and banner, and a stack with a page per screen, each filled from its model when first shown.
///
/// It renders the `AppModel` and forwards the user's choices. Keys go, in the capture phase (before a
/// focused slider or drop-down takes them), to the app's own table and then to the model of the screen
/// shown; the window acts on none itself. Files dropped on it go to the app model, which opens them in
/// the CT viewer.
@MainActor
package final class MainWindow {
    static let minimumSize = (width: 640, height: 560)
    static let defaultSize = (width: 900, height: 720)
    /// The CSS class of the start-up line.
    static let startupClass = "startup"
    static let css = """
        .\(startupClass) { padding: 4px 8px; }
        """

    package let window: Window
    package let model: AppModel
    let stack = Stack()
    let banner = ErrorBanner()
    private let startupLine = Box(.horizontal, spacing: 8)
    private let spinner = Spinner()
    private let statusLabel = Label()
    private var pages: [String: Box] = [:]
    /// The views of the screens built so far, by screen id.
    private var views: [String: any DesktopScreenView] = [:]
    /// Where files dropped on the window land: they open in the screen that opens files (the CT viewer).
    private(set) var dropTarget: DropTarget?
    /// Told of each screen's view once it is built (a benchmark drives it).
    package var onViewBuilt: ((_ id: String, _ view: AnyObject) -> Void)?
    /// How many of the model's notices are logged already.
    private var loggedNotices = 0
    /// The window has been asked to close and closes after its next frame (`connectInput`).
    private var isClosing = false
    private let logger = Logger(label: "tomo.desktop")

    /// The window of `model`, in `window` (an application's window, or a test's), opening at `size` (at
    /// least the minimum; by default `defaultSize`).
    package init(window: Window, model: AppModel, size: (width: Int, height: Int)? = nil) {
        self.window = window
        self.model = model
        let size = size ?? Self.defaultSize
        window.setMinimumSize(width: Self.minimumSize.width, height: Self.minimumSize.height)
        window.setDefaultSize(width: max(size.width, Self.minimumSize.width), height: max(size.height, Self.minimumSize.height))
        window.setTitlebar(HeaderBar(titleWidget: StackSwitcher(for: stack)))
        window.setChild(layout())
        connectInput()
        observe()
    }

    /// Shows the window.
    package func present() {
        window.present()
    }

    /// The view of the screen `id`, once built.
    package func view(of id: String) -> AnyObject? {
        views[id]
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
            pages[screen.id] = page
            stack.addPage(page, name: screen.id, title: screen.title)
        }
        content.append(stack)
        dropTarget = content.onDropFiles { [weak self] urls in
            guard let model = self?.model, !urls.isEmpty else { return false }
            Task { await model.openFiles(urls.map(\.path)) }
            return true
        }
        return content
    }

    private func connectInput() {
        stack.onPageChanged { [weak self] name in
            guard let self, let screen = name.flatMap({ AppScreen.named($0, in: self.model.screens) }) else { return }
            model.show(screen)
        }
        banner.onRetry { [weak self] in
            guard let model = self?.model else { return }
            Task { await model.retry() }
        }
        // A close right after a resize (Ctrl+W within a frame of it) would leave the window's default size,
        // which the app remembers, at the old size: GTK takes the new one when it next lays the window out.
        window.onCloseRequest { [weak self] in
            guard let self, !isClosing else { return false }
            isClosing = true
            Task {
                await self.window.nextPaint()
                self.window.close()
            }
            return true
        }
        window.routeKeys { [weak self] chord in
            guard let model = self?.model else { return false }
            return model.handle(chord) || model.model(for: model.screen)?.handle(chord) == true
        }
    }

    private func observe() {
        withObservationTracking {
            render()
        } onChange: { [weak self] in
            MainLoop.perform { self?.observe() }
        }
        // Outside the tracking: a new screen's own first render must not become this window's reads.
        buildViews()
    }

    /// Fills the page of each screen whose model has appeared (`render` read the models, so their
    /// appearance renders the window again).
    private func buildViews() {
        for screen in model.screens where views[screen.id] == nil {
            guard let screenModel = model.model(for: screen), let page = pages[screen.id],
                  let view = DesktopScreen.named(screen.id)?.make(screenModel)
            else { continue }
            page.append(view.root)
            views[screen.id] = view
            onViewBuilt?(screen.id, view)
        }
    }

    private func render() {
        if window.title != model.windowTitle { window.title = model.windowTitle }
        let isStarting = model.phase == .starting
        startupLine.isVisible = isStarting
        spinner.isSpinning = isStarting
        statusLabel.text = model.statusText
        if let shown = model.banner { banner.show(shown.message, actionTitle: shown.actionTitle) } else { banner.hide() }
        stack.visiblePageName = model.screen.id
        _ = model.models.count  // tracked: a new model builds its screen (`buildViews`)
        for notice in model.notices.dropFirst(loggedNotices) { logger.warning("\(notice)") }
        loggedNotices = model.notices.count
    }
}
