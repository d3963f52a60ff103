import AppFeature
import Dispatch
import Logging
import TomoGTK

/// The desktop app: one main window hosting the screens, started up by the app model once the window
/// is up (starting the local server can take a moment; the window says so meanwhile).
@MainActor
package final class DesktopApplication {
    static let id = "org.tomo.Desktop"

    private let model: AppModel
    private let onWindow: (MainWindow) -> Void
    private var window: MainWindow?

    /// The app of `model`; `onWindow` is told of the window once it is shown (a benchmark drives it).
    package init(model: AppModel, onWindow: @escaping (MainWindow) -> Void = { _ in }) {
        self.model = model
        self.onWindow = onWindow
    }

    /// Runs the GTK main loop until the window closes; returns the exit status.
    package func run() -> Int32 {
        let application = Application(id: Self.id)
        // Strong: the application's handler keeps this object for as long as the main loop runs.
        application.onActivate { application in
            self.activate(application)
        }
        let status = application.run()
        shutDown()
        return status
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
        let window = MainWindow(window: ApplicationWindow(application: application), model: model)
        self.window = window
        window.present()
        onWindow(window)
        Task { await model.start() }
    }
}
