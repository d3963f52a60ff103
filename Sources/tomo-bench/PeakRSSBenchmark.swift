import Foundation

/// RSS: the peak resident memory of a process that preloads a series cold, against the memory cache's
/// cost limit + 50 MiB. Each preload runs in a new process (`tomo-bench rss-probe`), with the default
/// configuration's limit and with a tight one that the decoded series exceeds, so eviction is at work.
struct PeakRSSBenchmark {
    let series: BenchSeries
    let baseURL: URL
    /// Cost limits of the memory cache to try, in bytes.
    let memoryLimits: [Int]
    /// Probes per limit.
    let rounds: Int
    let scratch: ScratchDirectory

    private static let margin = 50 << 20

    func run() async throws {
        let output = try scratch.makeFolder("rss").appending(path: "probe.json")
        var results: [[RSSProbeResult]] = []
        for limit in memoryLimits {
            var probes: [RSSProbeResult] = []
            for _ in 0..<rounds {
                try await ChildProcess.run(
                    ChildProcess.current,
                    ["rss-probe", "--server", baseURL.absoluteString, "--series", series.id, "--memory-limit", "\(limit)"],
                    output: output)
                probes.append(try JSONDecoder().decode(RSSProbeResult.self, from: Data(contentsOf: output)))
            }
            results.append(probes)
        }
        let decoded = results.first?.first?.seriesBytes ?? 0
        print("RSS peak resident memory, cold preload: \(series.title), \(Self.mebibytes(decoded)) decoded;")
        print("    a new process per preload, \(rounds) each, default transport; median (range) of the peaks; the goal holds for the highest")
        if series.sliceURLs.count < 512 { print("    (the goal asks for a series of 512 slices or more)") }
        var table = Table("memory-cache limit", "RSS before", "peak RSS (VmHWM)", "range", "cached at end", "")
        for probes in results {
            let limit = probes[0].memoryLimit
            let peaks = probes.map(\.after.peak).sorted()
            let median = peaks[(peaks.count - 1) / 2]
            let goal = Goal.atMost(Double(limit + Self.margin), "goal ≤ \(Self.mebibytes(limit + Self.margin))")
            table.add(
                Self.mebibytes(limit), Self.mebibytes(probes.map(\.before.resident).sorted()[(probes.count - 1) / 2]),
                Self.mebibytes(median), "\(Self.mebibytes(peaks[0])) – \(Self.mebibytes(peaks[peaks.count - 1]))",
                Self.mebibytes(probes[0].cachedBytes), goal.verdict(for: Double(peaks[peaks.count - 1])))
        }
        table.print()
        print()
    }

    private static func mebibytes(_ bytes: Int) -> String {
        String(format: "%.1f MiB", Double(bytes) / Double(1 << 20))
    }
}
