extension Table {
    /// A table of timings, a row each: p50, p99 and maximum, then `verdict` (a baseline's note, or whether
    /// the goal was met); `title` heads the first column.
    static func latencies(_ title: String, _ rows: [(name: String, samples: Samples, verdict: String)]) -> Table {
        var table = Table(title, "p50", "p99", "max", "")
        for row in rows {
            table.add(
                row.name, row.samples.median.formatted, row.samples.percentile(99).formatted,
                row.samples.maximum.formatted, row.verdict)
        }
        return table
    }
}

extension Goal {
    /// The verdict on `samples`' 99th percentile, in seconds.
    func verdict(forP99 samples: Samples) -> String {
        verdict(for: samples.percentile(99).seconds)
    }
}
