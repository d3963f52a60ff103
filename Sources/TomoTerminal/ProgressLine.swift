import TomoPipeline

/// The text of one progress report: a bar (on a terminal), slices done of all, bytes, rate, failures.
struct ProgressLine {
    var progress: PreloadProgress
    /// Time since loading started.
    var elapsed: Duration
    /// What follows the counts ("2 studies"), if anything.
    var note = ""
    /// Whether the work moves bytes worth counting (loading does; rendering frames does not).
    var showsBytes = true

    /// `[##########..........] 54/108  5.1 MiB  4.2 MiB/s  2 failed`, the bar `barWidth` characters inside.
    func bar(width barWidth: Int = 24) -> String {
        let filled = Int((progress.fractionDone * Double(barWidth)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: barWidth - filled)
        return "[\(bar)] " + counts
    }

    /// `54/108  5.1 MiB  4.2 MiB/s  2 failed` (without the bytes and rate when they are not shown), then the note.
    var counts: String {
        let done = progress.completed + progress.failed
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let rate = seconds > 0 ? Int(Double(progress.bytes) / seconds) : 0
        let failures = progress.failed > 0 ? "  \(progress.failed) failed" : ""
        let bytes = showsBytes ? "  \(ByteCount.text(progress.bytes))  \(ByteCount.text(rate))/s" : ""
        return "\(done)/\(progress.total)" + bytes + failures
            + (note.isEmpty ? "" : "  \(note)")
    }
}
