import Foundation
import ImageGridFeature
import TomoDesktop
import TomoGTK

/// The "no lag" benchmark: scrolls the image grid from the first item to the last at a steady speed while
/// the thumbnails load, then (every image now in the memory cache) once more from the top, the baseline.
/// Records each frame's interval from the GTK frame clock, the longest main-loop stall (the largest gap
/// between the firings of a 1 ms timer), and the main thread's time in Tomo's own code per frame; writes
/// them as JSON to `output` and closes the window.
@MainActor
final class GridScrollBenchmark {
    /// Pixels scrolled per frame: about 15 rows of 178-point cells a second at 60 frames a second.
    static let speed = 45.0

    /// One scroll's figures.
    struct Phase: Codable {
        var name: String
        var frames: Int
        var seconds: Double
        /// Frame intervals in milliseconds.
        var intervals: Percentiles
        /// Frames that came a refresh or more late: intervals over 1.2 refreshes at 60 Hz.
        var lateFrames: Int
        /// The longest gap between 1 ms timer firings, in milliseconds.
        var longestStall: Double
        /// Milliseconds of main-thread time in Tomo's code per frame, on average.
        var tomoPerFrame: Double
    }

    private let screen: ThumbnailListScreen<ImageGridEnvironment>
    private let output: URL
    private let close: () -> Void
    private var phases: [Phase] = []

    init(screen: ThumbnailListScreen<ImageGridEnvironment>, output: URL, close: @escaping () -> Void) {
        self.screen = screen
        self.output = output
        self.close = close
    }

    /// Runs both scrolls once the first cells show, then writes the figures and closes the window.
    func start() {
        Task {
            let model = screen.model
            await model.waitUntil { !$0.items.isEmpty }
            phases.append(await scroll(name: "loading"))
            // Every thumbnail into the memory cache, then the same scroll again from the top.
            model.show(visible: 0..<model.items.count, columns: screen.layout.columns, cellPixelSize: screen.cellPixelWidth)
            await model.waitUntil { $0.items.allSatisfy { $0.state.image != nil || $0.state.failure != nil } }
            screen.scrolled.verticalAdjustment.value = 0
            phases.append(await scroll(name: "in memory (baseline)"))
            BenchmarkOutput.write(phases, to: output)
            close()
        }
    }

    /// Scrolls from the top to the end of the list (waiting for its pages as a user would), a steady
    /// step per frame, and measures.
    private func scroll(name: String) async -> Phase {
        let adjustment = screen.scrolled.verticalAdjustment
        let model = screen.model
        var frameTimes: [Int64] = []
        var lastFire = DispatchTime.now().uptimeNanoseconds, longestGap: UInt64 = 0
        let stallProbe = MainLoopTimer(every: .milliseconds(1)) {
            let now = DispatchTime.now().uptimeNanoseconds
            longestGap = max(longestGap, now - lastFire)
            lastFire = now
        }
        MainThreadWork.start()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            screen.scrolled.onEveryFrame { frameTime in
                frameTimes.append(frameTime)
                let bottom = adjustment.upper - adjustment.pageSize
                if adjustment.value >= bottom, model.reachedEnd, frameTimes.count > 1 {
                    done.resume()
                    return false
                }
                adjustment.value = min(adjustment.value + Self.speed, bottom)
                return true
            }
        }
        MainThreadWork.isMeasuring = false
        stallProbe.cancel()
        let intervals = zip(frameTimes.dropFirst(), frameTimes).map { Double($0 - $1) / 1000 }
        return Phase(
            name: name, frames: intervals.count, seconds: Double(frameTimes.last! - frameTimes.first!) / 1e6,
            intervals: Percentiles(intervals), lateFrames: intervals.count { $0 > 1.2 * 1000 / 60 },
            longestStall: Double(longestGap) / 1e6, tomoPerFrame: MainThreadWork.total * 1000 / Double(max(intervals.count, 1)))
    }
}
