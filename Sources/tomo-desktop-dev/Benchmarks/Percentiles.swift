/// Nearest-rank percentiles of a set of measurements (milliseconds in the benchmarks' JSON).
struct Percentiles: Codable, Equatable {
    var p50: Double, p95: Double, p99: Double, max: Double

    /// The percentiles of `values`; all zero if there are none.
    init(_ values: [Double]) {
        let sorted = values.sorted()
        func rank(_ percent: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, Swift.max(0, Int((percent / 100 * Double(sorted.count)).rounded(.up)) - 1))]
        }
        (p50, p95, p99, max) = (rank(50), rank(95), rank(99), sorted.last ?? 0)
    }
}
