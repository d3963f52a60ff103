import AppFeature
import Dispatch
import Logging
import TomoGTK

/// The desktop app: one main window hosting the screens, started up by the app model once the window
/// is up (starting the built-in server can take a moment; the window says so meanwhile).
@MainActor
final class DesktopApplication {
    static let id = "org.tomo.Desktop"

    private let model: AppModel
    private let instrumentation: Instrumentation
    private var window: MainWindow?

    /// The app of `model`, with the reports and benchmarks `instrumentation` asks for.
    init(model: AppModel, instrumentation: Instrumentation) {
        self.model = model
        self.instrumentation = instrumentation
    }

    /// Runs the GTK main loop until the window closes; returns the exit status.
    func run() -> Int32 {
        let application = Application(id: Self.id)
        // Strong: the application's handler keeps this object for as long as the main loop runs.
        application.onActivate { application in
            self.activate(application)
        }
        let status = application.run()
        shutDown()
        return status
    }

    /// Waits until the images fetched are in the disk cache and the built-in server has stopped. The main
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
            try StyleSheet.install(MainWindow.css + ScanViewerStyle.css + ThumbnailCellStyle.css + ImageGridStyle.css + PhotoBrowserStyle.css + SliderTestStyle.css)
        } catch {
            Logger(label: "tomo.desktop").warning("\(error)")
        }
        // Close the window (and so end the app) from the keyboard.
        application.setShortcuts(["<Control>w", "<Control>q"], forAction: "window.close")
        let window = MainWindow(application: application, model: model, instrumentation: instrumentation)
        self.window = window
        window.present()
        Task { await model.start() }
    }
}
