import AppFeature
import Foundation
import ScanViewerFeature
import TomoImaging
import TomoSeries
import TomoTerminal

/// The app without a display: starts up through the same app model as the window, opens the CT series,
/// preloads every slice with a progress bar, writes a montage of what the window would show, says where
/// it is and how to open the window, and exits (0, or 1 when something failed).
@MainActor
package struct HeadlessRun {
    /// Most tiles in the montage (every k-th slice).
    static let maximumTiles = 36
    /// Largest tile side in the montage, in pixels.
    static let maximumTileSide = 256

    /// The app, not started yet.
    let app: AppModel
    /// Where to write the montage; nil for `MontageLocation.defaultPath()`.
    let montagePath: String?
    /// Why there is no display; nil when the user asked for no window.
    let noDisplayReason: String?

    package init(app: AppModel, montagePath: String?, noDisplayReason: String?) {
        self.app = app
        self.montagePath = montagePath
        self.noDisplayReason = noDisplayReason
    }

    /// Starts the run on the main actor; it ends the process when done.
    package func start() {
        Task {
            let status = await run()
            exit(status)
        }
    }

    private func run() async -> Int32 {
        if let noDisplayReason { StandardError.writeLine("No window: \(noDisplayReason).") }
        await app.start()
        let status = await preloadAndDraw(app)
        app.notices.forEach { StandardError.writeLine("Warning: \($0)") }
        await app.shutdown()  // what was fetched stays in the disk cache, whatever failed
        return status
    }

    /// Opens the series, preloads it with progress, writes the montage and says where; the exit status.
    private func preloadAndDraw(_ app: AppModel) async -> Int32 {
        guard let model = await app.open(.ct) as? ScanViewerModel else {
            StandardError.writeLine("Error: \(app.banner?.message ?? "cannot start")")
            return 1
        }
        if model.phase.isOpeningFailure {
            let place = app.settings.locations.isEmpty
                ? app.apiURL(for: .ct)?.absoluteString ?? "?" : app.settings.locations.map(\.description).joined(separator: ", ")
            let message = switch model.phase {
            case .failed(let message): message
            case .needsCredentials(_, let message): message + "; give --user NAME:PASSWORD or --token TOKEN"
            default: ""
            }
            StandardError.writeLine("Error: cannot open the series at \(place): \(message)")
            return 1
        }
        if model.isChoosingSeries {
            StandardError.writeLine("Error: the files hold \(model.catalog.count) series; choose one with --series UID:")
            for choice in model.picker.choices { StandardError.writeLine("  \(choice.id)  \(choice.title) (\(choice.summary))") }
            return 1
        }
        await PreloadProgressPrinter(title: "Loading").follow(model)
        do {
            let path = try await writeMontage(of: model)
            print("Wrote a montage of series \(model.series?.entry.id ?? "?") to \(path)")
            print("To browse it slice by slice, run scripts/run.sh (or tomo-desktop) in a desktop session, "
                + "or under a virtual display: xvfb-run -a tomo-desktop")
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
        let path = montagePath ?? MontageLocation.defaultPath()
        try montage.pngData().write(to: URL(fileURLWithPath: path), options: .atomic)
        return path
    }
}
