/// Measured durations, summarised by rank.
struct Samples {
    private let sorted: [Duration]

    init(_ durations: [Duration]) {
        precondition(!durations.isEmpty, "no samples")
        sorted = durations.sorted()
    }

    var median: Duration { percentile(50) }
    var minimum: Duration { sorted[0] }
    var maximum: Duration { sorted[sorted.count - 1] }

    /// The sample at `percent` by the nearest-rank method (50: the median, the lower one of an even count).
    func percentile(_ percent: Double) -> Duration {
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
