import Testing
@testable import TomoTerminal
import TomoCore
import TomoPipeline

@Suite("Progress reports")
struct ProgressTests {
    @Test("The line shows a bar, slices done of all, bytes, rate and failures")
    func line() {
        let line = ProgressLine(progress: PreloadProgress(completed: 5, failed: 1, total: 12, bytes: 3 << 20), elapsed: .seconds(2))
        #expect(line.bar(width: 12) == "[######......] 6/12  3 MiB  1.5 MiB/s  1 failed")
        let start = ProgressLine(progress: PreloadProgress(total: 4), elapsed: .zero)
        #expect(start.bar(width: 4) == "[....] 0/4  0 B  0 B/s")
    }

    @Test("Work counted in items alone (frames) shows no bytes")
    func countsAlone() {
        let lines = Locked<[String]>([])
        let reporter = ProgressReporter(title: "turntable", showsBytes: false, isTerminal: false) { text in lines.withLock { $0.append(text) } }
        reporter.finish(PreloadProgress(completed: 3, failed: 1, total: 12))
        #expect(lines.withLock { $0 } == ["turntable: 4/12  1 failed\n"])
    }

    @Test("Byte counts in binary units, one decimal")
    func byteCounts() {
        #expect([0, 1023, 1024, 1536, 10 * 1024 * 1024 + 200 * 1024, 3 << 30].map(ByteCount.text)
            == ["0 B", "1023 B", "1 KiB", "1.5 KiB", "10.2 MiB", "3 GiB"])
    }

    @Test("Not on a terminal: one plain line per tenth done, and finish adds nothing after the last")
    func plainLines() {
        let lines = Locked<[String]>([])
        let reporter = ProgressReporter(title: "fetch", isTerminal: false) { text in lines.withLock { $0.append(text) } }
        for completed in 1...20 { reporter.update(PreloadProgress(completed: completed, total: 20, bytes: completed * 100)) }
        reporter.finish(PreloadProgress(completed: 20, total: 20, bytes: 2000))
        let written = lines.withLock { $0 }
        #expect(written.count == 10)
        #expect(written.allSatisfy { $0.hasPrefix("fetch: ") && $0.hasSuffix("\n") })
        #expect(written.first?.hasPrefix("fetch: 2/20  200 B") == true)
        #expect(written.last?.hasPrefix("fetch: 20/20  2 KiB") == true)
    }

    @Test("Not on a terminal, an interrupted load still ends with a line for where it stopped")
    func plainFinishReportsTheEnd() {
        let lines = Locked<[String]>([])
        let reporter = ProgressReporter(title: "fetch", isTerminal: false) { text in lines.withLock { $0.append(text) } }
        reporter.update(PreloadProgress(completed: 1, total: 20))
        reporter.finish(PreloadProgress(completed: 1, failed: 2, total: 20))
        #expect(lines.withLock { $0 } == ["fetch: 3/20  0 B  0 B/s  2 failed\n"])
    }

    @Test("On a terminal: one line redrawn in place, ended by finish")
    func terminalLine() {
        let writes = Locked<[String]>([])
        let reporter = ProgressReporter(title: "fetch", isTerminal: true) { text in writes.withLock { $0.append(text) } }
        for completed in 1...50 { reporter.update(PreloadProgress(completed: completed, total: 50)) }
        reporter.finish(PreloadProgress(completed: 50, total: 50))
        let written = writes.withLock { $0 }
        #expect(written.count >= 2 && written.count <= 51)
        #expect(written.allSatisfy { $0.hasPrefix("\rfetch [") })
        #expect(written.dropLast().allSatisfy { !$0.contains("\n") })
        #expect(written.last?.contains("50/50") == true && written.last?.hasSuffix("\u{1B}[K\n") == true)
    }
}
