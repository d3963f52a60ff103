import Foundation
import ScanViewerFeature
import TomoCLI
import TomoCore
import TomoImaging

/// The viewer without a display: opens the series through the same view model as the window, preloads
/// every slice with a progress bar, writes a montage of what the window would show, says where it is and
/// how to open the window, and exits (0, or 1 when something failed).
@MainActor
struct HeadlessViewer {
    /// Most tiles in the montage (every k-th slice).
    static let maximumTiles = 36
    /// Largest tile side in the montage, in pixels.
    static let maximumTileSide = 256

    let settings: ViewerSettings
    /// Why there is no display; nil when the user asked for no window.
    let noDisplayReason: String?

    /// Starts the run on the main actor; it ends the process when done.
    func start() {
        Task {
            let status = await run()
            exit(status)
        }
    }

    private func run() async -> Int32 {
        if let noDisplayReason { StandardError.writeLine("No window: \(noDisplayReason).") }
        let connection: APIConnection
        do {
            connection = try await APIConnection.open(settings)
        } catch {
            StandardError.writeLine("Error: \(error)")
            return 1
        }
        let (environment, warnings) = await ViewerEnvironment.make(for: connection, settings: settings)
        warnings.forEach { StandardError.writeLine("Warning: \($0)") }
        let status = await preloadAndDraw(ScanViewerModel(environment: environment), from: connection)
        await environment.pipeline.flushDiskCache()  // what was fetched stays, whatever failed
        return status
    }

    /// Opens the series, preloads it with progress, writes the montage and says where; the exit status.
    private func preloadAndDraw(_ model: ScanViewerModel, from connection: APIConnection) async -> Int32 {
        await model.open(seriesID: settings.seriesID)
        if case .failed(let message) = model.phase {
            StandardError.writeLine("Error: cannot open the series at \(connection.baseURL.absoluteString): \(message)")
            return 1
        }
        settings.applyPreset(to: model)
        await PreloadProgressPrinter(title: "Loading").follow(model)
        do {
            let path = try await writeMontage(of: model)
            print("Wrote a montage of series \(model.series?.id ?? "?") to \(path)")
            print("To browse it slice by slice, run scripts/run.sh (or tomo-viewer) in a desktop session, "
                + "or under a virtual display: xvfb-run -a tomo-viewer")
            return model.failedSlices.isEmpty ? 0 : 1
        } catch {
            StandardError.writeLine("Error: \(error)")
            return 1
        }
    }

    /// Draws every k-th slice as the window would and writes the montage; returns its path.
    private func writeMontage(of model: ScanViewerModel) async throws -> String {
        let step = max(1, (model.sliceCount + Self.maximumTiles - 1) / Self.maximumTiles)
        var tiles: [MontageTile] = []
        for index in stride(from: 0, to: model.sliceCount, by: step) {
            model.setIndex(index)
            await model.waitUntilDrawn()
            let image = model.displayed?.index == index ? model.displayed?.image : nil
            tiles.append(MontageTile(image: image, number: index + 1))
        }
        let montage = try Montage(maximumTileSide: Self.maximumTileSide).render(tiles)
        let path = settings.montagePath ?? MontageLocation.defaultPath()
        try montage.pngData().write(to: URL(fileURLWithPath: path), options: .atomic)
        return path
    }
}
