import AppFeature
import Dispatch
import Logging
import TomoGTK
import TomoSeries

/// The desktop app: one main window hosting the screens, started up by the app model once the window
/// is up (starting the local server can take a moment; the window says so meanwhile).
@MainActor
package final class DesktopApplication {
    static let id = "org.tomo.Desktop"

    /// How a run ended.
    package enum Outcome {
        /// The window was shown and closed: the main loop's exit status, and the window's size then (nil
        /// if it never showed).
        case ran(status: Int32, windowSize: (width: Int, height: Int)?)
        /// Another Tomo was running: this launch's files went to it (none: it was asked to show itself).
        case handedOver(paths: [String])
    }

    private let model: AppModel
    private let isUnique: Bool
    private let windowSize: (width: Int, height: Int)?
    private let onWindow: (MainWindow) -> Void
    private var window: MainWindow?

    /// The app of `model`, its window opening at `windowSize` (nil: the default size); `onWindow` is told
    /// of the window once it is shown (a benchmark drives it). A unique app runs once per user: a later
    /// launch hands its files to it (`run()`).
    package init(
        model: AppModel, isUnique: Bool = false, windowSize: (width: Int, height: Int)? = nil,
        onWindow: @escaping (MainWindow) -> Void = { _ in }
    ) {
        self.model = model
        self.isUnique = isUnique
        self.windowSize = windowSize
        self.onWindow = onWindow
    }

    /// Runs the GTK main loop until the window closes. A unique app first looks for a Tomo of this user
    /// already running: if there is one, it hands the files of the launch (`settings.locations`) to it,
    /// or asks it to show itself, and returns at once.
    package func run() -> Outcome {
        var application = Application(id: Self.id, isUnique: isUnique)
        if isUnique {
            do {
                try application.register()
            } catch {
                // GLib would fail the same way when it runs: this launch goes on apart from any other.
                Logger(label: "tomo.desktop").warning("\(error); running apart from any other Tomo")
                application = Application(id: Self.id)
            }
            if application.isRemote {
                let paths = model.settings.locations.compactMap(\.filePath)
                _ = application.run(opening: paths)
                return .handedOver(paths: paths)
            }
            // Files handed over by later launches; strong, as for activation below.
            application.onOpen { application, paths in
                self.activate(application)
                Task { await self.model.openFiles(paths) }
            }
        }
        // Strong: the application's handler keeps this object for as long as the main loop runs.
        application.onActivate { application in
            self.activate(application)
        }
        let status = application.run()
        shutDown()
        return .ran(status: status, windowSize: window.map { $0.window.defaultSize })
    }

    /// Waits until the images fetched are in the disk cache and the local server has stopped. The main
    /// loop has ended, so blocking this thread holds up nothing; the work runs elsewhere.
    private func shutDown() {
        let model = model
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await model.shutdown()
            done.signal()
        }
        done.wait()
    }

    private func activate(_ application: Application) {
        if let window { return window.present() }
        Appearance.prefersDarkTheme = true
        do {
            try StyleSheet.install(DesktopScreen.css)
        } catch {
            Logger(label: "tomo.desktop").warning("\(error)")
        }
        // Close the window (and so end the app) from the keyboard.
        application.setShortcuts(["<Control>w", "<Control>q"], forAction: "window.close")
        let window = MainWindow(window: ApplicationWindow(application: application), model: model, size: windowSize)
        self.window = window
        window.present()
        onWindow(window)
        Task { await model.start() }
    }
}
