import TomoCore
import TomoPipeline

/// Shows how far loading slices has got, on standard error: on a terminal a single line redrawn at most
/// ten times a second; otherwise a plain line at each tenth done. `finish` always reports the end.
/// Safe to call from any thread.
public final class ProgressReporter: Sendable {
    private struct State {
        var lastDraw: ContinuousClock.Instant?
        var tenthsReported = 0
    }

    private let title: String
    private let showsBytes: Bool
    private let isTerminal: Bool
    private let write: @Sendable (String) -> Void
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private let state = Locked(State())

    /// - Parameters:
    ///   - title: what is loading, e.g. `fetch`.
    ///   - showsBytes: report the bytes moved and their rate (false for work counted in items alone, such as frames).
    ///   - isTerminal: draw the updating line (else plain lines).
    ///   - write: where the text goes.
    public init(
        title: String, showsBytes: Bool = true, isTerminal: Bool = StandardError.isTerminal,
        write: @escaping @Sendable (String) -> Void = StandardError.write
    ) {
        self.title = title
        self.showsBytes = showsBytes
        self.isTerminal = isTerminal
        self.write = write
        start = clock.now
    }

    /// Reports `progress` if it is time to, `note` after its counts ("2 studies").
    public func update(_ progress: PreloadProgress, note: String = "") {
        let now = clock.now
        let line = ProgressLine(progress: progress, elapsed: now - start, note: note, showsBytes: showsBytes)
        let text: String? = state.withLock { state in
            if isTerminal {
                if let last = state.lastDraw, now - last < .milliseconds(100) { return nil }
                state.lastDraw = now
                return "\r\(title) \(line.bar())\u{1B}[K"
            }
            let tenths = Int((progress.fractionDone * 10).rounded(.down))
            guard tenths > state.tenthsReported else { return nil }
            state.tenthsReported = tenths
            return "\(title): \(line.counts)\n"
        }
        if let text { write(text) }
    }

    /// Reports the final state (always), ending the terminal's line; `note` after its counts.
    public func finish(_ progress: PreloadProgress, note: String = "") {
        let line = ProgressLine(progress: progress, elapsed: clock.now - start, note: note, showsBytes: showsBytes)
        let tenthsReported = state.withLock { $0.tenthsReported }
        if isTerminal {
            write("\r\(title) \(line.bar())\u{1B}[K\n")
        } else if tenthsReported < 10 {
            write("\(title): \(line.counts)\n")
        }
    }
}
