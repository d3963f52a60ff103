import Foundation
import TomoDesktop
import TomoSeries

extension MainWindow {
    /// Once the CT viewer's screen is built, runs `measure` on it and writes the figures it returns to `output`
    /// (or says on standard error, after `name`, why it could not), then closes the window.
    func measureScanViewer<Figures: Encodable>(
        _ name: String, output: URL, _ measure: @escaping @MainActor (ScanViewerScreen) async throws -> Figures
    ) {
        onViewBuilt = { [weak self] _, view in
            guard let screen = view as? ScanViewerScreen else { return }
            Task {
                do {
                    BenchmarkOutput.write(try await measure(screen), to: output)
                } catch {
                    FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
                }
                self?.window.destroy()
            }
        }
    }
}

extension BenchmarkOptions {
    /// Runs the app on the CT viewer alone, opening `location`, and starts the benchmark `start` makes with its
    /// window and the file its figures go to.
    func runScanViewer(on location: String, _ start: @escaping @MainActor (MainWindow, URL) -> Void) throws {
        let output = URL(fileURLWithPath: self.output)
        try TomoDesktopDev.runApp(screens: [.ct], api: api, cacheDir: cacheDir, locations: [try Location(parsing: location)]) { window in
            start(window, output)
        }
    }
}
