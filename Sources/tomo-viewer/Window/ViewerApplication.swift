import Dispatch
import ScanViewerFeature
import TomoCLI
import TomoGTK

/// The desktop app: one viewer window, connected to the API once the window is up (starting the
/// built-in server can take a moment; the window says so meanwhile).
@MainActor
final class ViewerApplication {
    static let id = "org.tomo.Viewer"

    private let settings: ViewerSettings
    private var window: ViewerWindow?
    /// Kept for as long as the app runs: it owns the in-process server.
    private var connection: APIConnection?
    /// The model's environment, whose disk cache is flushed when the window closes.
    private var environment: ScanViewerEnvironment?

    init(settings: ViewerSettings) {
        self.settings = settings
    }

    /// Runs the GTK main loop until the window closes; returns the exit status.
    func run() -> Int32 {
        let application = Application(id: Self.id)
        // Strong: the application's handler keeps this object for as long as the main loop runs.
        application.onActivate { application in
            self.activate(application)
        }
        let status = application.run()
        flushDiskCache()
        return status
    }

    /// Waits until the slices fetched are in the disk cache (stores are written behind). The main loop
    /// has ended, so blocking this thread holds up nothing; the writes run on their own queue.
    private func flushDiskCache() {
        guard let pipeline = environment?.pipeline else { return }
        let flushed = DispatchSemaphore(value: 0)
        Task.detached {
            await pipeline.flushDiskCache()
            flushed.signal()
        }
        flushed.wait()
    }

    private func activate(_ application: Application) {
        if let window { return window.present() }
        Appearance.prefersDarkTheme = true
        do {
            try StyleSheet.install(ViewerStyle.css)
        } catch {
            StandardError.writeLine("Warning: \(error)")
        }
        let window = ViewerWindow(application: application, reportPath: settings.stateReportPath)
        self.window = window
        window.present()
        connect()
    }

    /// Connects to the API and opens the series in the window; a failure shows in the banner with Retry.
    private func connect() {
        window?.showStarting(settings.api == nil ? "Starting the built-in server…" : "Connecting…")
        Task {
            do {
                let connection = try await APIConnection.open(settings)
                self.connection = connection
                let (environment, warnings) = await ViewerEnvironment.make(for: connection, settings: settings)
                self.environment = environment
                warnings.forEach { StandardError.writeLine("Warning: \($0)") }
                let model = ScanViewerModel(environment: environment)
                window?.bind(to: model)
                await model.open(seriesID: settings.seriesID)
                settings.applyPreset(to: model)
            } catch {
                window?.showStartFailure("Cannot start: \(error)") { [weak self] in self?.connect() }
            }
        }
    }
}
