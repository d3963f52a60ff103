import Foundation
import ScanViewerFeature
import TomoDesktop
import TomoGTK

/// Opening a DICOM series on screen: the whole app started on `--dicom FOLDER` (every screen, as
/// `tomo-desktop` starts), timed from the process's start (the kernel's record of it) to the first frame
/// GTK paints of the window (the baseline: the app's own start) and to the first frame that shows the
/// series' first slice; then until every slice is in the volume, with the peak resident memory against the
/// volume's size. On a study library (`--dicom library:FOLDER`), once the study browser has listed the
/// studies (timed too), the most recent one is opened at once, as a user would. One run per process: the
/// script runs it several times.
@MainActor
final class FirstSliceBenchmark {
    /// What one run measured.
    struct Figures: Encodable {
        var firstWindowFrameMilliseconds: Double
        /// When the study browser had listed a library's studies; nil for a folder or the built-in data.
        var studiesListedMilliseconds: Double?
        var firstSliceFrameMilliseconds: Double
        var allSlicesMilliseconds: Double
        var slices: Int
        var volumeBytes: Int
        var peakResidentBytes: Int
    }

    private let window: MainWindow
    private let output: URL
    /// Whether the app starts on a study library's browser, where the most recent study is to be opened.
    private let opensMostRecentStudy: Bool
    private var firstWindowFrame: Double?

    init(window: MainWindow, output: URL, opensMostRecentStudy: Bool) {
        self.window = window
        self.output = output
        self.opensMostRecentStudy = opensMostRecentStudy
    }

    /// Starts measuring; the window's handlers keep the benchmark until it closes the window.
    func start() {
        window.window.onEveryPaint {
            self.firstWindowFrame = ProcessClock.millisecondsSinceStart()
            return false
        }
        window.onViewBuilt = { _, view in
            guard let screen = view as? ScanViewerScreen else { return }
            Task { await self.measure(screen) }
        }
    }

    private func measure(_ screen: ScanViewerScreen) async {
        let model = screen.model
        var studiesListed: Double?
        if opensMostRecentStudy {
            guard let latest = await model.mostRecentStudy() else {
                FileHandle.standardError.write(Data("the library lists no study\n".utf8))
                return window.window.destroy()
            }
            studiesListed = ProcessClock.millisecondsSinceStart()
            await model.openStudy(at: latest)
        }
        var firstSlice: Double?
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            screen.canvas().area.queueDraw()
            screen.canvas().area.onEveryPaint {
                guard model.displayed != nil, screen.canvas().isCurrent else { return true }
                firstSlice = ProcessClock.millisecondsSinceStart()
                done.resume()
                return false
            }
        }
        await model.waitUntilPreloaded()
        let allSlices = ProcessClock.millisecondsSinceStart()
        let geometry = model.series?.geometry
        let figures = Figures(
            firstWindowFrameMilliseconds: firstWindowFrame ?? .nan, studiesListedMilliseconds: studiesListed,
            firstSliceFrameMilliseconds: firstSlice ?? .nan,
            allSlicesMilliseconds: allSlices, slices: model.sliceCount,
            volumeBytes: geometry.map { $0.columns * $0.rows * $0.sliceCount * 2 } ?? 0,
            peakResidentBytes: ProcessClock.peakResidentBytes())
        if model.progress.failed > 0 {
            FileHandle.standardError.write(Data("\(model.progress.failed) slices failed\n".utf8))
        }
        BenchmarkOutput.write(figures, to: output)
        window.window.destroy()
    }
}

/// The process's age and peak memory, from `/proc`.
enum ProcessClock {
    /// Milliseconds since the kernel started this process (its start is kept in clock ticks: 10 ms steps).
    static func millisecondsSinceStart() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")")
        else { return .nan }
        // Fields after the command name: state is field 3; starttime is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return .nan }
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        let nowMilliseconds = Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
        return nowMilliseconds - ticks * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The most resident memory the process has had (VmHWM).
    static func peakResidentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes * 1024
    }
}
