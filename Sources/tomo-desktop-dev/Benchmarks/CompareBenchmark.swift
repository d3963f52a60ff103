import Foundation
import ScanViewerFeature
import TomoDesktop
import TomoGTK

/// Compare with Prior on screen, from a study library: each round opens the library's most recent study from
/// the study browser (timed until its first slice is painted: the baseline, one study) and, once every slice is
/// in, compares it with its prior (timed from Ctrl+P's action until a frame shows both panes' slices painted,
/// the goal's 500 ms); the prior's pane is closed between rounds and the browser shown again.
@MainActor
final class CompareBenchmark {
    /// What the rounds measured, in milliseconds each.
    struct Figures: Encodable {
        var studyFirstSliceMilliseconds: [Double] = []
        var compareBothSlicesMilliseconds: [Double] = []
        var studySlices = 0
        var priorSlices = 0
    }

    private let window: MainWindow
    private let rounds: Int
    private let output: URL

    init(window: MainWindow, rounds: Int, output: URL) {
        self.window = window
        self.rounds = rounds
        self.output = output
    }

    /// Starts once the CT viewer's screen is built; closes the window when done.
    func start() {
        window.measureScanViewer("compare", output: output) { try await self.measure($0) }
    }

    private func measure(_ screen: ScanViewerScreen) async throws -> Figures {
        let model = screen.model
        var figures = Figures()
        for _ in 0..<rounds {
            guard let latest = await model.mostRecentStudy() else { throw CompareBenchmarkError.noStudy }
            let opened = ContinuousClock.now
            await model.openStudy(at: latest)
            await paint { screen.paneViews.count == 1 && Self.showsSlice(screen.paneViews[0]) }
            figures.studyFirstSliceMilliseconds.append((ContinuousClock.now - opened).milliseconds)
            await model.waitUntilPreloaded()

            let compared = ContinuousClock.now
            await model.compareWithPrior()
            await paint { screen.paneViews.count == 2 && screen.paneViews.allSatisfy(Self.showsSlice) }
            figures.compareBothSlicesMilliseconds.append((ContinuousClock.now - compared).milliseconds)
            guard model.panes.count == 2 else { throw CompareBenchmarkError.noPrior(model.comparison.state.message ?? "") }
            figures.studySlices = model.acting(on: model.panes[0]) { model.sliceCount }
            figures.priorSlices = model.acting(on: model.panes[1]) { model.sliceCount }
            await model.waitUntilPreloaded()
            model.closePane()
            model.perform(.openPACS)
        }
        return figures
    }

    /// Whether `pane`'s axial view has painted the slice its model shows.
    private static func showsSlice(_ pane: PaneView) -> Bool {
        let canvas = pane.canvas(.axial)
        return canvas.isCurrent && canvas.drawn != nil
    }

    /// Returns after the first frame the window paints at which `condition` holds.
    private func paint(until condition: @escaping @MainActor () -> Bool) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            window.window.queueDraw()
            window.window.onEveryPaint {
                guard condition() else {
                    self.window.window.queueDraw()
                    return true
                }
                done.resume()
                return false
            }
        }
    }
}

/// Why the compare benchmark could not run.
enum CompareBenchmarkError: Error, CustomStringConvertible {
    case noStudy
    case noPrior(String)

    var description: String {
        switch self {
        case .noStudy: "the library lists no study"
        case .noPrior(let why): "no prior opened beside the study: \(why)"
        }
    }
}
